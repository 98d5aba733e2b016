import Foundation

/// What each student's runs have cost lately (``RunQueue``'s measure of who is light): the
/// longest of their runs, recent ones weighing most (halving every ``halfLife``), and how many
/// runs they made lately, at most one each ``tenureSpacing`` (halving every
/// ``tenureHalfLife``).
///
/// - **The longest run, not the sum nor the average.** Summed, a classmate's short runs every
///   few seconds (about 7 s at any moment) weighed more than a client's fresh students' single
///   `print(1)`, and their 10 s runs went first one after another (103 s, the seventh hostile
///   reader). Averaged, a heavy run was diluted by cheap ones (inputs that do not compile, tabs
///   opened): four students did so in 14 s and held a classmate 133 s (the eighth). A student
///   who ran 10 s lately is heavy for minutes, however many short runs they add.
/// - **In classes, not to the second.** Runs under 2 s are all light (a classmate whose program
///   takes 1.5 s waited 40 s behind students looping `print(1)` when whole seconds were
///   compared, the ninth hostile reader); then 2–4 s, 4–8 s, longer (``weightClass(_:)``).
/// - **Tenure, earned at a classmate's pace, worth a few seconds.** Runs lately, counted in
///   powers of two; a run counts toward it at most once every ten seconds, so it is earned by
///   time at work, never by a burst, and only a run of the student's code counts (``RunPool``):
///   opening a tab, or a run dropped because its client went away, is none. It is a head start
///   (``headStart(tenure:)``), not a rank: when it ranked, students who had earned more kept a
///   run waiting each and a classmate back from reading, or working slowly, got no run until
///   they stopped (100–121 s). Students with little of it (``establishedTenure``: new ones, and
///   those a client made a minute ago) share all workers but one (``RunQueue``), so however many
///   each start a 10 s run, a classmate at work waits for one run.
struct WorkerTime {
  /// How long it takes a run's length to count half as much: two minutes, so that a student who
  /// ran 10 s is still out of the light class when twenty-four of them take turns on two
  /// workers (each one's next turn two minutes later).
  static let halfLife: Duration = .seconds(120)
  /// How long it takes a run to count half as much in a student's tenure.
  static let tenureHalfLife: Duration = .seconds(600)
  /// The least time between two runs that both add to a student's tenure.
  static let tenureSpacing: Duration = .seconds(10)
  /// The tenure of a student established in the queue: four runs, ten seconds apart or more.
  static let establishedTenure = 3
  /// The head start one level of tenure gives, and the most levels that count.
  static let headStartPerLevel: Duration = .seconds(3)
  static let headStartLevels = 4

  /// How much earlier than it came a run of a student with `tenure` counts as arriving.
  static func headStart(tenure: Int) -> Duration {
    headStartPerLevel * min(max(tenure, 0), headStartLevels)
  }

  /// The class of a longest recent run of `peak` milliseconds (nil: none ended): 0 under 2 s
  /// (and none), 1 under 4 s, 2 under 8 s, 3 beyond.
  static func weightClass(_ peak: Int?) -> Int {
    guard let peak, peak >= 2000 else { return 0 }
    return peak < 4000 ? 1 : peak < 8000 ? 2 : 3
  }

  private struct Taken {
    /// The longest run, in milliseconds, weighing less by ``halfLife`` since `at`.
    var peak: Double
    /// Runs, each weighing less by ``tenureHalfLife`` since `at`.
    var tenure: Double
    var at: ContinuousClock.Instant
    /// When a run last added to the tenure.
    var counted: ContinuousClock.Instant
  }

  private var taken: [String: Taken] = [:]

  /// Adds a run of `owner` that took `took`, at `now`.
  mutating func add(_ took: Duration, to owner: String, at now: ContinuousClock.Instant) {
    let (seconds, attoseconds) = took.components
    let added = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    guard var kept = taken[owner] else {
      taken[owner] = Taken(peak: added, tenure: 1, at: now, counted: now)
      return
    }
    kept.peak = max(kept.peak * Self.factor(since: kept.at, now, halfLife: Self.halfLife), added)
    kept.tenure *= Self.factor(since: kept.at, now, halfLife: Self.tenureHalfLife)
    if now - kept.counted >= Self.tenureSpacing {
      kept.tenure += 1
      kept.counted = now
    }
    kept.at = now
    taken[owner] = kept
  }

  /// The longest of `owner`'s recent runs at `now`, in milliseconds; nil when none ended.
  func peak(of owner: String, at now: ContinuousClock.Instant) -> Int? {
    guard let kept = taken[owner] else { return nil }
    return Int(kept.peak * Self.factor(since: kept.at, now, halfLife: Self.halfLife))
  }

  /// How many runs `owner` made lately, in powers of two: 0 for none (or none for a long
  /// while), 1 for about one, 2 for two or three, 3 for four to seven…
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
