func moveItem<T>(_ items: inout [T], from source: Int, to destination: Int) -> Bool {
  // TODO: 先检查两个下标，再从 source 处取出，插入到 destination 处
  false
}
