import Synchronization

/// Random inputs for probes, drawn from the seed the grader chooses for each run.
///
/// The student's program and the solution's draw the same values, because both start each
/// check from the same seed; a new run (a new `check` or `grade`) draws new ones, so a table
/// of answers learnt from an earlier report does not pass.
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
  private static let state = Mutex<UInt64>(0x5EED)

  /// Starts check `index`'s draws from `seed`.
  static func reseed(_ seed: UInt64, check index: Int) {
    state.withLock { $0 = seed ^ (UInt64(index) &+ 1) &* 0x9E37_79B9_7F4A_7C15 }
  }

  /// The next 64 random bits (SplitMix64).
  public static func next() -> UInt64 {
    state.withLock { value in
      value &+= 0x9E37_79B9_7F4A_7C15
      var mixed = value
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  /// An integer in `range`.
  public static func int(in range: ClosedRange<Int>) -> Int {
    var generator = Generator()
    return Int.random(in: range, using: &generator)
  }

  /// A number in `range`.
  public static func double(in range: ClosedRange<Double>) -> Double {
    var generator = Generator()
    return Double.random(in: range, using: &generator)
  }

  /// `true` or `false`.
  public static func bool() -> Bool { next() & 1 == 1 }

  /// One of `items`, which must not be empty.
  public static func element<T>(of items: [T]) -> T {
    precondition(!items.isEmpty, "Draw.element(of:) needs at least one item")
    return items[int(in: 0...(items.count - 1))]
  }

  /// An array whose length is drawn from `count`, each element made by `make`.
  public static func array<T>(count: ClosedRange<Int>, _ make: () -> T) -> [T] {
    (0..<int(in: count)).map { _ in make() }
  }

  /// A string whose length is drawn from `length`, of characters from `alphabet`.
  public static func string(
    length: ClosedRange<Int>, from alphabet: String = "abcdefghijklmnopqrstuvwxyz"
  ) -> String {
    let characters = Array(alphabet)
    return String((0..<int(in: length)).map { _ in element(of: characters) })
  }

  /// `items` in a drawn order.
  public static func shuffled<T>(_ items: [T]) -> [T] {
    var generator = Generator()
    return items.shuffled(using: &generator)
  }

  /// A generator for the standard library's `random(in:using:)` and `shuffled(using:)`.
  public struct Generator: RandomNumberGenerator {
    /// A generator drawing from the current check's seed.
    public init() {}
    /// The next 64 random bits.
    public mutating func next() -> UInt64 { Draw.next() }
  }
}
