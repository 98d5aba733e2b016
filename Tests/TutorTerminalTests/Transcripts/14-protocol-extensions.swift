protocol Describable {
  var name: String { get }
  func describe() -> String
}
extension Describable {
  func describe() -> String { "I am \(name)" }
}
struct Dog: Describable { let name: String }
struct Cat: Describable {
  let name: String
  func describe() -> String { "Meow, \(name)" }
}
let pets: [any Describable] = [Dog(name: "Rex"), Cat(name: "Tom")]
for pet in pets {
  print(pet.describe())
}
extension Int {
  var squared: Int { self * self }
  func times(_ f: () -> Void) { for _ in 0..<self { f() } }
}
print(7.squared)
2.times { print("hi") }
