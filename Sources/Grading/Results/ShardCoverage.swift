/// Which slices of a class a report holds: `grade --shard K/N` holds K of N, `grade` without
/// `--shard` 1 of 1, and `merge` every slice it joined (all N of N, unless `--allow-partial`
/// left some out). Part of a report's sealed content (``BatchReport/shards``).
public struct ShardCoverage: Codable, Sendable, Hashable {
  /// N: how many slices the class was cut into.
  public var count: Int
  /// The 1-based slices held, ascending, each once.
  public var included: [Int]

  /// The slices `included` of `count`, sorted.
  public init(count: Int, included: [Int]) {
    self.count = count
    self.included = included.sorted()
  }

  /// The one slice `shard` (`--shard K/N`).
  public init(_ shard: Shard) {
    self.init(count: shard.count, included: [shard.index])
  }

  /// A whole class graded in one run: slice 1 of 1.
  public static let whole = ShardCoverage(count: 1, included: [1])

  /// True when the record makes sense: N ≥ 1, at least one slice, each in 1…N, none twice,
  /// ascending.
  public var isValid: Bool {
    count >= 1 && !included.isEmpty && included == Array(Set(included)).sorted()
      && included.allSatisfy { (1...count).contains($0) }
  }

  /// The slices of 1…N not held.
  public var missing: [Int] {
    let held = Set(included)
    return (1...max(1, count)).filter { !held.contains($0) }
  }

  /// `K/N` of one slice, as `--shard` spells it.
  public static func label(_ index: Int, of count: Int) -> String { "\(index)/\(count)" }
}
