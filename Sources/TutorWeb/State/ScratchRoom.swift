/// Who makes room for a new scratch tab, the rule ``ScratchTabs`` follows: an owner past their
/// share ends their own least recently used tab; on a full server, a tab that has run nothing
/// or has gone unused for ``yieldAfter`` gives way, and then a network holding more than half
/// of the server gives way to another network; otherwise the new tab waits (503).
///
/// So fresh cookies from one address cannot hold the class's sessions: an empty tab gives way at
/// once, a used one only while it is used, and one network never more than half while another
/// asks. A lab behind one NAT address is one network and keeps the idle rule only.
struct ScratchRoom {
  /// One open tab, as the rule sees it.
  struct Holder {
    var id: String
    var owner: String
    /// ``ClientAddress/key(_:)`` of the address that opened it.
    var network: String
    var used: ContinuousClock.Instant
    /// True once an input ran in it (a live process may hold memory).
    var ran: Bool
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
    if let idle = open.first(where: { !$0.ran || now - $0.used >= yieldAfter }) {
      end(idle)
      return .open(closing: closing)
    }
    let counts = Dictionary(grouping: open, by: \.network).mapValues(\.count)
    if let (top, held) = counts.max(by: { $0.value < $1.value }), top != network,
      held > maximum / 2, (counts[network] ?? 0) + 1 < held,
      let oldest = open.first(where: { $0.network == top })
    {
      end(oldest)
      return .open(closing: closing)
    }
    let waited = open.first.map { now - $0.used } ?? .zero
    return .refuse(seconds: max(1, Int((yieldAfter - waited).components.seconds) + 1))
  }
}
