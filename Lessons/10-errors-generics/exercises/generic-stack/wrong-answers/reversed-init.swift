// Wrong: init(_:) reverses the array, so its first element ends up on top.
struct Stack<Element> {
  private var items: [Element] = []

  init() {}

  init(_ elements: [Element]) {
    items = elements.reversed()
  }

  var count: Int { items.count }
  var isEmpty: Bool { items.isEmpty }
  var top: Element? { items.last }

  mutating func push(_ element: Element) {
    items.append(element)
  }

  mutating func pop() -> Element? {
    items.popLast()
  }
}

extension Stack where Element: Equatable {
  func contains(_ element: Element) -> Bool {
    items.contains(element)
  }
}
