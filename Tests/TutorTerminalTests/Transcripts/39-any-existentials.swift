protocol Animal {
  var sound: String { get }
}
struct Dog: Animal { var sound: String { "Woof" } }
struct Cow: Animal { var sound: String { "Moo" } }
var zoo: [any Animal] = [Dog(), Cow()]
zoo.append(Dog())
print(zoo.map(\.sound))
func loudest(_ a: any Animal) -> String { a.sound.uppercased() }
print(loudest(zoo[1]))
let anything: [Any] = [1, "two", 3.0, [4]]
for item in anything {
  switch item {
  case let i as Int: print("Int", i)
  case let s as String: print("String", s)
  case is Double: print("a Double")
  default: print("something else")
  }
}
if let dog = zoo[0] as? Dog { print(type(of: dog)) }
