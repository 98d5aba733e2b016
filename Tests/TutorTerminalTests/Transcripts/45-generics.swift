func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
  let temporaryA = a
  a = b
  b = temporaryA
}
var s1 = "hello", s2 = "world"
swapTwoValues(&s1, &s2)
print(s1, s2)
struct Queue<Element> {
  private var items: [Element] = []
  mutating func enqueue(_ e: Element) { items.append(e) }
  mutating func dequeue() -> Element? { items.isEmpty ? nil : items.removeFirst() }
  var isEmpty: Bool { items.isEmpty }
}
var q = Queue<Int>()
q.enqueue(1)
q.enqueue(2)
print(q.dequeue()!, q.isEmpty)
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
  for (index, value) in array.enumerated() {
    if value == valueToFind { return index }
  }
  return nil
}
print(findIndex(of: "llama", in: ["cat", "dog", "llama"]) ?? -1)
extension Queue where Element: Numeric {
  func total() -> Element { items.reduce(0, +) }
}
print(q.total())
