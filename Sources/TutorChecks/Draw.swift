import Synchronization

/// Random inputs for probes, drawn from the seed the grader chooses for each run.
///
/// The student's program and the solution's draw the same values, because both start each
/// check from the same seed; the seed comes from a key the student's program never sees, so a
/// new file (a comment more) draws inputs nobody can foresee.
///
/// Each place in `checks.swift` that draws tries its **edge cases first** — bounds, zero, one,
/// minus one, the empty array, a single element, the empty string, a lone space, characters
/// beyond ASCII, every element of a list — in an order the seed chooses, and keeps coming back
/// to them (one draw in four) after that.
///
/// ```swift
/// check("random arrays", zh: "随机数组") {
///   for _ in 0..<50 {
///     let scores = Draw.array(count: 0...8) { Draw.int(in: -20...120) }
///     observe(teamScore(scores), "teamScore(\(scores))")
///   }
/// }
/// ```
public enum Draw {
  private static let state = Mutex(DrawState(seed: 0x5EED))

  /// Starts check `index`'s draws from `seed`.
  static func reseed(_ seed: UInt64, check index: Int) {
    state.withLock { $0 = DrawState(seed: seed ^ (UInt64(index) &+ 1) &* 0x9E37_79B9_7F4A_7C15) }
  }

  /// The next 64 random bits.
  public static func next() -> UInt64 { state.withLock { $0.next() } }

  /// True when the running check drew anything since its last reseed.
  static var used: Bool { state.withLock { $0.used } }

  /// An integer in `range`.
  public static func int(
    in range: ClosedRange<Int>, fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) -> Int {
    int(in: range, at: DrawSite(fileID, line, column))
  }

  static func int(in range: ClosedRange<Int>, at site: DrawSite) -> Int {
    state.withLock { state in
      state.edge(at: site) { DrawEdges.int(range) } ?? state.uniform(in: range)
    }
  }

  /// A number in `range`.
  public static func double(
    in range: ClosedRange<Double>, fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) -> Double {
    let site = DrawSite(fileID, line, column)
    return state.withLock { state in
      state.edge(at: site) { DrawEdges.double(range) } ?? state.uniform(in: range)
    }
  }

  /// `true` or `false`.
  public static func bool(
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    int(in: 0...1, at: DrawSite(fileID, line, column)) == 1
  }

  /// One of `items`, which must not be empty: every one of them within the first
  /// `items.count` draws at this place.
  public static func element<T>(
    of items: [T], fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> T {
    precondition(!items.isEmpty, "Draw.element(of:) needs at least one item")
    let site = DrawSite(fileID, line, column)
    let index = state.withLock { state in
      state.edge(at: site) { Array(items.indices) } ?? Int(state.below(UInt64(items.count)))
    }
    return items[index]
  }

  /// An array whose length is drawn from `count` (its bounds, one and zero first), each
  /// element made by `make`.
  public static func array<T>(
    count: ClosedRange<Int>, fileID: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column, _ make: () -> T
  ) -> [T] {
    (0..<int(in: count, at: DrawSite(fileID, line, column))).map { _ in make() }
  }

  /// A string whose length is drawn from `length`, of characters from `alphabet`; its edge
  /// cases are the empty string, a lone space, each unusual character alone and the longest
  /// string, and one character in three is an unusual one (a digit, whitespace, punctuation,
  /// beyond ASCII) when the alphabet has any.
  public static func string(
    length: ClosedRange<Int>, from alphabet: String = "abcdefghijklmnopqrstuvwxyz",
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> String {
    let characters = Array(alphabet)
    precondition(!characters.isEmpty, "Draw.string(length:from:) needs an alphabet")
    let site = DrawSite(fileID, line, column)
    let unusual = characters.filter(DrawEdges.isUnusual)
    return state.withLock { state in
      if let edge = state.edge(at: site, { DrawEdges.string(length: length, alphabet: characters) })
      {
        return edge
      }
      let size = state.uniform(in: length)
      return String(
        (0..<max(0, size)).map { _ in
          let pool = !unusual.isEmpty && state.below(3) == 0 ? unusual : characters
          return pool[Int(state.below(UInt64(pool.count)))]
        })
    }
  }

  /// `items` in a drawn order: as given and reversed first.
  public static func shuffled<T>(
    _ items: [T], fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> [T] {
    let site = DrawSite(fileID, line, column)
    let order = state.withLock { state -> [Int] in
      switch state.edge(at: site, { [0, 1] }) {
      case 0: return Array(items.indices)
      case 1: return items.indices.reversed()
      default: return state.shuffledIndices(items.count)
      }
    }
    return order.map { items[$0] }
  }

  /// A generator for the standard library's `random(in:using:)` and `shuffled(using:)` (plain
  /// random draws, without edge cases first).
  public struct Generator: RandomNumberGenerator {
    /// A generator drawing from the current check's seed.
    public init() {}
    /// The next 64 random bits.
    public mutating func next() -> UInt64 { Draw.next() }
  }
}
