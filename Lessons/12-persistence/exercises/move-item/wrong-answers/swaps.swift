// Wrong: swaps the two elements instead of moving one and shifting the rest.
func moveItem<T>(_ items: inout [T], from source: Int, to destination: Int) -> Bool {
  guard items.indices.contains(source), items.indices.contains(destination) else {
    return false
  }
  items.swapAt(source, destination)
  return true
}
