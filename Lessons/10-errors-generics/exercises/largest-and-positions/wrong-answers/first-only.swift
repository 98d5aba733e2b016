// Wrong: returns only the first position where the target occurs.
func largest<T: Comparable>(_ items: [T]) -> T? {
  guard var best = items.first else { return nil }
  for item in items where item > best {
    best = item
  }
  return best
}

func positions<T: Equatable>(of target: T, in items: [T]) -> [Int] {
  items.firstIndex(of: target).map { [$0] } ?? []
}
