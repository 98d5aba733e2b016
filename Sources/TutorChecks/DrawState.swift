/// Where in `checks.swift` a draw is made: `#fileID`, `#line` and `#column` of the call (the
/// file by its literal's address: no string is made per draw).
struct DrawSite: Hashable {
  let file: UInt
  let line: UInt
  let column: UInt

  init(_ file: StaticString, _ line: UInt, _ column: UInt) {
    self.file = file.hasPointerRepresentation ? UInt(bitPattern: file.utf8Start) : 0
    self.line = line
    self.column = column
  }
}

/// The random state of the check now running: a SplitMix64 stream, and for each draw site how
/// many draws it made and in which order it tries its edge cases.
///
/// Edge cases first, then often (the way property-based testing tools bias their generators):
/// a site's first draws are its edge cases — every one of them, in an order the seed chooses,
/// so that across seeds different sites' edge cases meet in different combinations — and after
/// that one draw in four is an edge case again.
struct DrawState {
  private var value: UInt64
  private var calls: [DrawSite: Int] = [:]
  private var orders: [DrawSite: [Int]] = [:]
  /// How many edge cases each site had last time they were listed.
  private var edgeCounts: [DrawSite: Int] = [:]
  /// True once anything was drawn from this state.
  private(set) var used = false

  init(seed: UInt64) { value = seed }

  /// The next 64 random bits (SplitMix64).
  mutating func next() -> UInt64 {
    used = true
    value &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(value)
  }

  /// SplitMix64's finaliser: a well-spread 64-bit value from any input.
  static func mix(_ input: UInt64) -> UInt64 {
    var mixed = input
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (Lemire's multiply-shift, without bias); `bound` must be > 0.
  mutating func below(_ bound: UInt64) -> UInt64 {
    let threshold = (0 &- bound) % bound
    while true {
      let product = next().multipliedFullWidth(by: bound)
      if product.low >= threshold { return product.high }
    }
  }

  /// An integer in `range`, uniformly.
  mutating func uniform(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
    let offset = span == .max ? next() : below(span &+ 1)
    return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: offset))
  }

  /// A number in `range`, uniformly.
  mutating func uniform(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) * 0x1p-53
    return min(range.upperBound, range.lowerBound + unit * (range.upperBound - range.lowerBound))
  }

  /// The edge case the next draw at `site` takes, or nil for an ordinary draw. `edges` lists
  /// them; past a site's first edge cases it is asked only when one is taken (one in four), so
  /// that an ordinary draw costs no list.
  mutating func edge<T>(at site: DrawSite, _ edges: () -> [T]) -> T? {
    let made = calls[site, default: 0]
    calls[site] = made + 1
    used = true
    if let known = edgeCounts[site], made >= known {
      guard below(4) == 0 else { return nil }
      let list = edges()
      edgeCounts[site] = list.count
      return list.isEmpty ? nil : list[Int(below(UInt64(list.count)))]
    }
    let list = edges()
    edgeCounts[site] = list.count
    guard !list.isEmpty else { return nil }
    if made < list.count {
      // A site's edge cases can change between draws (a range that depends on an earlier
      // draw): a new list gets a new order.
      if orders[site]?.count != list.count { orders[site] = shuffledIndices(list.count) }
      return orders[site].map { list[$0[made]] }
    }
    return below(4) == 0 ? list[Int(below(UInt64(list.count)))] : nil
  }

  /// `0..<count` in a drawn order (Fisher–Yates).
  mutating func shuffledIndices(_ count: Int) -> [Int] {
    var indices = Array(0..<count)
    for index in stride(from: count - 1, to: 0, by: -1) {
      indices.swapAt(index, Int(below(UInt64(index + 1))))
    }
    return indices
  }
}
