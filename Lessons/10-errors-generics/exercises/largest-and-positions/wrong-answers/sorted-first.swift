// Wrong: sorted() is ascending, so its first element is the smallest, not the largest.
func largest<T: Comparable>(_ items: [T]) -> T? {
  items.sorted().first
}

func positions<T: Equatable>(of target: T, in items: [T]) -> [Int] {
  items.indices.filter { items[$0] == target }
}
