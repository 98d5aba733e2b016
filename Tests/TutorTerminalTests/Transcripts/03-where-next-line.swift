func largest<T>(_ items: [T]) -> T?
  where T: Comparable
{
  var best: T?
  for item in items where best == nil || item > best! {
    best = item
  }
  return best
}
print(largest([3, 9, 2]) ?? 0)
print(largest(["pear", "apple"]) ?? "")
func allEqual<C: Collection>(_ c: C) -> Bool
where C.Element: Equatable {
  guard let first = c.first else { return true }
  return c.allSatisfy { $0 == first }
}
print(allEqual([1, 1, 1]), allEqual("aab"))
