import Foundation

/// The worker time each student's runs have taken lately (``RunQueue``'s measure of who is
/// light): milliseconds that halve every ``halfLife``. Counted over the server's whole life, a
/// diligent classmate's sixteen short runs outweighed a client's fresh students' one 9.5 s run
/// each, and the classmate waited behind all of them (108 s measured); what counts is what a
/// student took recently.
struct WorkerTime {
  /// How long it takes a student's worker time to count half as much.
  static let halfLife: Duration = .seconds(60)

  private var taken: [String: (milliseconds: Double, at: ContinuousClock.Instant)] = [:]

  /// Adds `took` to `owner`'s worker time at `now`.
  mutating func add(_ took: Duration, to owner: String, at now: ContinuousClock.Instant) {
    let (seconds, attoseconds) = took.components
    let added = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    taken[owner] = ((spent(by: owner, at: now).map(Double.init) ?? 0) + added, now)
  }

  /// `owner`'s worker time at `now`, in milliseconds; nil when no run of theirs ended.
  func spent(by owner: String, at now: ContinuousClock.Instant) -> Int? {
    guard let (milliseconds, at) = taken[owner] else { return nil }
    let elapsed = now - at
    let halves =
      (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      / Double(Self.halfLife.components.seconds)
    return Int(milliseconds * pow(0.5, max(0, halves)))
  }

  /// The median worker time at `now` of the students `owners` whose runs ended (0 for none).
  func median(of owners: [String], at now: ContinuousClock.Instant) -> Int {
    let times = owners.compactMap { spent(by: $0, at: now) }.sorted()
    return times.isEmpty ? 0 : times[times.count / 2]
  }
}
