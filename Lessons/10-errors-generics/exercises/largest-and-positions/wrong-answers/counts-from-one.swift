// Wrong: counts positions from 1 instead of returning the 0-based indices.
func largest<T: Comparable>(_ items: [T]) -> T? {
  guard var best = items.first else { return nil }
  for item in items where item > best {
    best = item
  }
  return best
}

func positions<T: Equatable>(of target: T, in items: [T]) -> [Int] {
  items.indices.filter { items[$0] == target }.map { $0 + 1 }
}
