struct Person {
  var name: String
  var age: Int
}
let people = [Person(name: "Zoe", age: 28), Person(name: "Adam", age: 35)]
let names = people.map(\.name)
print(names)
let agePath = \Person.age
print(people[0][keyPath: agePath])
func sorted<T, V: Comparable>(_ items: [T], by path: KeyPath<T, V>) -> [T] {
  items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
print(sorted(people, by: \.name).map(\.name))
var someone = people[1]
let writable: WritableKeyPath<Person, Int> = \.age
someone[keyPath: writable] += 1
print(someone.age)
print(people.map(\.name.count))
