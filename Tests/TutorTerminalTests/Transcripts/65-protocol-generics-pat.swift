protocol Identifiable2 {
  associatedtype ID: Hashable
  var id: ID { get }
}
struct Book: Identifiable2 { let id: Int; let title: String }
struct Tag: Identifiable2 { let id: String }
func index<T: Identifiable2>(_ items: [T]) -> [T.ID: T] {
  Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
}
let books = index([Book(id: 2, title: "Dune"), Book(id: 1, title: "Emma")])
print(books[1]!.title, books.count)
protocol Summable { static func +(a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }
func total<S: Summable>(_ xs: [S]) -> S { xs.reduce(.zero, +) }
print(total([1, 2, 3]), total(["a", "b"]))
