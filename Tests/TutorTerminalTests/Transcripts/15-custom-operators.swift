import Foundation
precedencegroup ExponentiationPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int {
  var result = 1
  for _ in 0..<power { result *= base }
  return result
}
print(2 ** 3 ** 2)
print(1 + 2 ** 3 * 2)
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(√16.0)
struct Vector2D { var x = 0.0, y = 0.0 }
extension Vector2D {
  static func + (left: Vector2D, right: Vector2D) -> Vector2D {
    Vector2D(x: left.x + right.x, y: left.y + right.y)
  }
  static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
  static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
}
var v = Vector2D(x: 1, y: 2)
v += Vector2D(x: 3, y: 4)
print(v, -v)
