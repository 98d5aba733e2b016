func moveItem<T>(_ items: inout [T], from source: Int, to destination: Int) -> Bool {
  // TODO: check both indices, then remove at source and insert at destination
  false
}
