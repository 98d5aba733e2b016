import Foundation

/// What each student's runs have taken lately (``RunQueue``'s measure of who is light): the
/// length of their runs, on average, recent runs weighing most (each halving every
/// ``halfLife``), and how many runs they made lately (halving every ``tenureHalfLife``).
///
/// - **The average run, not the sum.** Summed, a diligent classmate's short runs every few
///   seconds (0.2 s each, about 7 s in all at any moment) weighed more than a client's fresh
///   students' single `print(1)`, and those students' 10 s runs then went first, one after
///   another (the classmate waited 103 s, the seventh hostile reader). A run's length says
///   what the next one will likely cost; a classmate of short runs stays light however often
///   they run.
/// - **Tenure.** Among students equally light, the one with more runs lately goes first: a
///   student a client made a minute ago has one or two, a classmate at work dozens (``tenure``
///   counts them in powers of two, so a classmate who read a lesson for five minutes is still
///   one). To pass a classmate, each of a client's students would have to run about as often
///   as the classmate did, which is itself the class's load, shared in turn.
/// - **Recent.** Counted over the server's whole life, a morning of short runs outweighed a
///   flood's minute; what counts halves every minute.
struct WorkerTime {
  /// How long it takes a run's length to count half as much in the average.
  static let halfLife: Duration = .seconds(60)
  /// How long it takes a run to count half as much in a student's tenure.
  static let tenureHalfLife: Duration = .seconds(600)

  private struct Taken {
    /// Milliseconds and runs, each weighing less by ``halfLife`` since `at`.
    var milliseconds: Double
    var runs: Double
    /// Runs, each weighing less by ``tenureHalfLife`` since `at`.
    var tenure: Double
    var at: ContinuousClock.Instant
  }

  private var taken: [String: Taken] = [:]

  /// Adds a run of `owner` that took `took`, at `now`.
  mutating func add(_ took: Duration, to owner: String, at now: ContinuousClock.Instant) {
    let (seconds, attoseconds) = took.components
    let added = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    var kept = taken[owner] ?? Taken(milliseconds: 0, runs: 0, tenure: 0, at: now)
    let recent = Self.factor(since: kept.at, now, halfLife: Self.halfLife)
    kept.milliseconds = kept.milliseconds * recent + added
    kept.runs = kept.runs * recent + 1
    kept.tenure = kept.tenure * Self.factor(since: kept.at, now, halfLife: Self.tenureHalfLife) + 1
    kept.at = now
    taken[owner] = kept
  }

  /// The length of `owner`'s runs on average, recent ones weighing most, in milliseconds; nil
  /// when no run of theirs ended.
  func perRun(by owner: String) -> Int? {
    guard let kept = taken[owner], kept.runs > 0 else { return nil }
    return Int(kept.milliseconds / kept.runs)
  }

  /// How many runs `owner` made lately, in powers of two: 0 for none (or none for minutes), 1
  /// for about one, 2 for two or three, 3 for four to seven…
  func tenure(of owner: String, at now: ContinuousClock.Instant) -> Int {
    guard let kept = taken[owner] else { return 0 }
    let recent = kept.tenure * Self.factor(since: kept.at, now, halfLife: Self.tenureHalfLife)
    return recent < 0.5 ? 0 : Int(log2(recent + 0.5)) + 1
  }

  /// How much a count made at `then` still weighs at `now`, halving every `halfLife`.
  private static func factor(
    since then: ContinuousClock.Instant, _ now: ContinuousClock.Instant, halfLife: Duration
  ) -> Double {
    let elapsed = now - then
    let halves =
      (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      / Double(halfLife.components.seconds)
    return pow(0.5, max(0, halves))
  }
}
