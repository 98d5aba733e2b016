struct Stack<Element> {
  private var items: [Element] = []

  init() {}

  init(_ elements: [Element]) {
    // TODO: 保存这些元素，最后一个在栈顶
  }

  var count: Int { 0 }  // TODO
  var isEmpty: Bool { true }  // TODO
  var top: Element? { nil }  // TODO

  mutating func push(_ element: Element) {
    // TODO
  }

  mutating func pop() -> Element? {
    // TODO
    nil
  }
}

extension Stack where Element: Equatable {
  func contains(_ element: Element) -> Bool {
    // TODO
    false
  }
}
