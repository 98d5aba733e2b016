func largest<T: Comparable>(_ items: [T]) -> T? {
  // TODO: the largest element, nil for an empty array
  items.first
}

func positions<T: Equatable>(of target: T, in items: [T]) -> [Int] {
  // TODO: every index where target occurs
  []
}
