/// Who makes room for a new scratch tab, the rule ``ScratchTabs`` follows: an owner past their
/// share ends their own least recently used tab; on a full server, a tab with no run going
/// that has run nothing (no input compiled and ran) or has gone unused for ``yieldAfter`` gives
/// way, then a network holding more than half of the server gives way to another network: its
/// tab not used for ``recent``, else its least recently used one, even one with a run going
/// (a network that kept every tab busy held every session); otherwise the new tab waits (503).
///
/// So fresh cookies cannot hold sessions by opening tabs, and one network never holds more
/// than half while another asks. Within one network (a lab behind one NAT address) learners
/// are told apart by their cookies only: a cookie that keeps its tab in use, a real run every
/// two minutes, holds it; the enrolment link's rate limit bounds how many cookies a machine
/// makes, and `--max-sessions` the rest. A tab's use is stamped when its run ends, so time
/// spent waiting in the run queue never counts as idle.
struct ScratchRoom {
  /// One open tab, as the rule sees it.
  struct Holder {
    var id: String
    var owner: String
    /// ``ClientAddress/key(_:)`` of the address that opened it.
    var network: String
    var used: ContinuousClock.Instant
    /// True once an input compiled and ran in it (a live process holds its values).
    var ran: Bool
    /// Runs of it waiting or running now: a busy tab never gives way.
    var busy: Int
  }

  /// What to do for a new tab.
  enum Decision: Equatable {
    /// Open it, after ending these tabs.
    case open(closing: [String])
    /// Refuse it: the first tab to give way does so in this many seconds.
    case refuse(seconds: Int)
  }

  /// Tabs open at once, at most.
  let maximum: Int
  /// Tabs of one owner open at once, at most.
  let perOwner: Int
  /// How long a tab goes unused before it gives way on a full server.
  let yieldAfter: Duration
  /// A tab used this recently never gives way to another network.
  static let recent: Duration = .seconds(30)

  /// The decision for a tab `owner` asks for from `network`, `holders` being open now.
  func decide(
    _ holders: [Holder], owner: String, network: String, now: ContinuousClock.Instant
  ) -> Decision {
    var open = holders.sorted { $0.used < $1.used }
    var closing: [String] = []
    func end(_ holder: Holder) {
      closing.append(holder.id)
      open.removeAll { $0.id == holder.id }
    }
    while open.filter({ $0.owner == owner }).count >= perOwner,
      let oldest = open.first(where: { $0.owner == owner })
    {
      end(oldest)
    }
    guard open.count >= maximum else { return .open(closing: closing) }
    let free = open.filter { $0.busy == 0 }
    if let idle = free.first(where: { !$0.ran || now - $0.used >= yieldAfter }) {
      end(idle)
      return .open(closing: closing)
    }
    let counts = Dictionary(grouping: open, by: \.network).mapValues(\.count)
    if let (top, held) = counts.max(by: { $0.value < $1.value }), top != network,
      held > maximum / 2, (counts[network] ?? 0) + 1 < held
    {
      let theirs = open.filter { $0.network == top }
      let quiet = theirs.first { $0.busy == 0 && now - $0.used >= Self.recent }
      if let oldest = quiet ?? theirs.first(where: { $0.busy == 0 }) ?? theirs.first {
        end(oldest)
        return .open(closing: closing)
      }
    }
    // When the first free tab gives way, in steps of 15 s: no closer look at others' activity.
    let waited = free.first.map { now - $0.used } ?? .zero
    let seconds = max(1, Int((yieldAfter - waited).components.seconds) + 1)
    return .refuse(seconds: (seconds + 14) / 15 * 15)
  }
}
