extension Array
  where Element: Numeric
{
  func sum() -> Element {
    reduce(0, +)
  }
}
print([1, 2, 3].sum(), [1.5, 2.5].sum())
extension Sequence where Element: Hashable {
  func frequencies() -> [Element: Int] {
    reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }
}
let freq = "mississippi".frequencies()
print(freq.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
struct Pair<T> { var a: T, b: T }
extension Pair: Equatable where T: Equatable {}
print(Pair(a: 1, b: 2) == Pair(a: 1, b: 2))
func commonElements<T: Sequence, U: Sequence>(_ lhs: T, _ rhs: U) -> Bool
  where T.Element: Equatable, T.Element == U.Element
{
  for l in lhs { for r in rhs where l == r { return true } }
  return false
}
print(commonElements([1, 2], [3, 2]))
