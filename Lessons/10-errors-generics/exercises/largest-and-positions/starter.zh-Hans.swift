func largest<T: Comparable>(_ items: [T]) -> T? {
  // TODO: 最大的元素；空数组返回 nil
  items.first
}

func positions<T: Equatable>(of target: T, in items: [T]) -> [Int] {
  // TODO: target 出现的每一个下标
  []
}
