// Wrong: pop() removes the bottom element (first in, first out), like a queue.
struct Stack<Element> {
  private var items: [Element] = []

  init() {}

  init(_ elements: [Element]) {
    items = elements
  }

  var count: Int { items.count }
  var isEmpty: Bool { items.isEmpty }
  var top: Element? { items.last }

  mutating func push(_ element: Element) {
    items.append(element)
  }

  mutating func pop() -> Element? {
    items.isEmpty ? nil : items.removeFirst()
  }
}

extension Stack where Element: Equatable {
  func contains(_ element: Element) -> Bool {
    items.contains(element)
  }
}
