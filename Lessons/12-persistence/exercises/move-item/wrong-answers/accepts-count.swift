// Wrong: accepts a destination equal to count (insert(_:at:) allows it, the task does not).
func moveItem<T>(_ items: inout [T], from source: Int, to destination: Int) -> Bool {
  guard items.indices.contains(source), (0...items.count).contains(destination) else {
    return false
  }
  let item = items.remove(at: source)
  items.insert(item, at: min(destination, items.count))
  return true
}
