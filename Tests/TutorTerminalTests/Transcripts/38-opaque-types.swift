protocol Shape {
  func draw() -> String
}
struct Triangle: Shape {
  var size: Int
  func draw() -> String {
    var result: [String] = []
    for length in 1...size {
      result.append(String(repeating: "*", count: length))
    }
    return result.joined(separator: "\n")
  }
}
struct FlippedShape<T: Shape>: Shape {
  var shape: T
  func draw() -> String {
    shape.draw().split(separator: "\n").reversed().joined(separator: "\n")
  }
}
func makeTrapezoid() -> some Shape {
  FlippedShape(shape: Triangle(size: 2))
}
print(makeTrapezoid().draw())
func describe(_ shape: some Shape) -> Int { shape.draw().count }
print(describe(Triangle(size: 3)))
let shapes: [any Shape] = [Triangle(size: 1), makeTrapezoid()]
for s in shapes { print(s.draw()) }
