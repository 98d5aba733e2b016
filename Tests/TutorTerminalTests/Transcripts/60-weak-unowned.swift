class Person {
  let name: String
  init(name: String) { self.name = name }
  var apartment: Apartment?
  deinit { print("\(name) is being deinitialized") }
}
class Apartment {
  let unit: String
  init(unit: String) { self.unit = unit }
  weak var tenant: Person?
  deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print(unit4A!.tenant == nil)
unit4A = nil
class Counter {
  var count = 0
  lazy var increment: () -> Void = { [unowned self] in self.count += 1 }
}
let c = Counter()
c.increment()
c.increment()
print(c.count)
