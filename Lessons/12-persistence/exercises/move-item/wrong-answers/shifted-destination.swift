// Wrong: subtracts one from the destination when moving forward, so the item lands one early.
func moveItem<T>(_ items: inout [T], from source: Int, to destination: Int) -> Bool {
  guard items.indices.contains(source), items.indices.contains(destination) else {
    return false
  }
  let item = items.remove(at: source)
  items.insert(item, at: source < destination ? destination - 1 : destination)
  return true
}
