protocol Container {
  associatedtype Item
  mutating func append(_ item: Item)
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  mutating func pop() -> Element { items.removeLast() }
  mutating func append(_ item: Element) { push(item) }
  var count: Int { items.count }
  subscript(i: Int) -> Element { items[i] }
}
extension Container where Item: Equatable {
  func startsWith(_ item: Item) -> Bool {
    count >= 1 && self[0] == item
  }
}
var stack = Stack<String>()
stack.push("uno")
stack.push("dos")
print(stack.startsWith("uno"), stack.count)
print(stack.pop())
extension Stack {
  var topItem: Element? { items.last }
}
print(stack.topItem ?? "none")
