import Synchronization
import Testing

@testable import TutorWeb

/// The connections each address and all of them together may hold, and which one a newcomer
/// takes the place of (``ConnectionCounts``).
struct ConnectionCountsTests {
  let start = ContinuousClock.now

  /// A connection that notes when it is closed.
  final class Closed: Sendable {
    private let closed = Mutex(false)
    var isClosed: Bool { closed.withLock { $0 } }
    func close() { closed.withLock { $0 = true } }
  }

  /// Admits a connection from `address` at `seconds` after the start.
  func admit(
    _ counts: ConnectionCounts, _ address: String, at seconds: Double, _ closed: Closed = Closed()
  ) -> ConnectionCounts.Ticket? {
    counts.admit(address, at: start + .seconds(seconds)) { closed.close() }
  }

  /// Connections all addresses hold together stay below what the server may open: many
  /// addresses at their share used up every file and ended the server.
  @Test func connectionsTogetherStayBelowTheServersFiles() throws {
    let counts = ConnectionCounts(perAddress: 2, total: 3)
    for address in ["a", "a", "b"] {
      let ticket = try #require(admit(counts, address, at: 0))
      counts.received(ticket)
    }
    #expect(admit(counts, "a", at: 1) == nil, "a's share, every one being served")
    #expect(admit(counts, "c", at: 1) == nil, "all together, every one being served")
    #expect(counts.count("a") == 2 && counts.count("b") == 1 && counts.count("c") == 0)
  }

  /// 256 slow bodies from a school's one address locked every classmate behind it out: a
  /// newcomer now takes the place of the connection that has waited longest on its client.
  @Test func aNewcomerTakesThePlaceOfTheLongestWaiting() throws {
    let counts = ConnectionCounts(perAddress: 3, total: 100)
    let (oldest, middle, young) = (Closed(), Closed(), Closed())
    _ = admit(counts, "school", at: 0, oldest)
    _ = admit(counts, "school", at: 1, middle)
    _ = admit(counts, "school", at: 5, young)
    #expect(admit(counts, "school", at: 5.5) != nil)
    #expect(oldest.isClosed && !middle.isClosed && !young.isClosed)
    #expect(counts.count("school") == 3)
  }

  /// Admits a connection of `owner` from `address` at each of `seconds`, each asking at once
  /// when `asking`; returns how each is closed, in order.
  func admitOwned(
    _ counts: ConnectionCounts, _ owner: String, at seconds: [Double], asking: Bool = false
  ) throws -> [Closed] {
    try seconds.map { second in
      let closed = Closed()
      let ticket = try #require(admit(counts, "school", at: second, closed))
      counts.own(ticket, by: owner)
      if asking { counts.received(ticket) }
      return closed
    }
  }

  /// One student holding most of an address's places, re-opening each as fast as it is closed,
  /// made a classmate's idle connection the longest waiting, and her requests were reset (the
  /// eleventh hostile reader): a student holding more connections than a browser opens gives
  /// way first, even before connections nobody owns yet (a classmate's new one is among them);
  /// without one, the longest waiting of all, as before.
  @Test func aStudentHoldingMoreThanABrowserGivesWayFirst() throws {
    let counts = ConnectionCounts(perAddress: 10, total: 100)
    let alice = try admitOwned(counts, "alice", at: [0])[0]
    let fresh = Closed()
    _ = admit(counts, "school", at: 0.5, fresh)  // nobody's yet
    let mallory = try admitOwned(counts, "mallory", at: (1...8).map(Double.init))
    // Alice's and the fresh one wait longest, and Mallory holds eight: hers go, oldest first.
    #expect(admit(counts, "school", at: 9) != nil)
    #expect(!alice.isClosed && !fresh.isClosed && mallory[0].isClosed && !mallory[1].isClosed)
    #expect(admit(counts, "school", at: 9.5) != nil)
    #expect(mallory[1].isClosed)
    // Mallory holds six now, as a browser may: the longest waiting of all goes, Alice's.
    #expect(admit(counts, "school", at: 10) != nil)
    #expect(alice.isClosed && !fresh.isClosed && !mallory[2].isClosed)
    #expect(counts.count("school") == 10)
  }

  /// A student holding more than a browser opens, every one of them asking at the moment (a
  /// flood answered slowly), still gives way: their oldest goes, though it is being served,
  /// rather than a classmate's new connection being refused.
  @Test func aStudentHoldingMoreThanABrowserGivesWayEvenWhileAsking() throws {
    let counts = ConnectionCounts(perAddress: 8, total: 100)
    let alice = try admitOwned(counts, "alice", at: [0], asking: true)[0]
    let mallory = try admitOwned(
      counts, "mallory", at: (1...7).map(Double.init), asking: true)
    #expect(admit(counts, "school", at: 8) != nil, "a classmate's new connection comes in")
    #expect(mallory[0].isClosed && !mallory[1].isClosed && !alice.isClosed)
  }

  /// A connection whose request is being served (a Check waiting in the run queue) keeps its
  /// place; one answered waits again from its answer.
  @Test func aRequestBeingServedKeepsItsPlace() throws {
    let counts = ConnectionCounts(perAddress: 2, total: 100)
    let (checking, answered, idle) = (Closed(), Closed(), Closed())
    let check = try #require(admit(counts, "school", at: 0, checking))
    let page = try #require(admit(counts, "school", at: 1, answered))
    counts.received(check)
    counts.received(page)
    #expect(admit(counts, "school", at: 2) == nil, "both being served")
    counts.answered(page, at: start + .seconds(3))
    #expect(admit(counts, "school", at: 4, idle) != nil)
    #expect(answered.isClosed && !checking.isClosed)
    #expect(admit(counts, "school", at: 60) != nil)
    #expect(idle.isClosed, "the newcomer of 4 s has waited since")
    #expect(!checking.isClosed, "the Check, a minute in the queue, is still being served")
  }

  /// A busy connection whose client stopped reading waits on its client from then; reading
  /// again, it is served again.
  @Test func aStalledConnectionWaitsFromWhenItStalled() throws {
    let counts = ConnectionCounts(perAddress: 2, total: 100)
    let (stalled, served) = (Closed(), Closed())
    let first = try #require(admit(counts, "school", at: 0, stalled))
    let second = try #require(admit(counts, "school", at: 0, served))
    counts.received(first)
    counts.received(second)
    counts.stalled(first, true, at: start + .seconds(5))
    counts.stalled(first, true, at: start + .seconds(9))
    counts.stalled(second, true, at: start + .seconds(6))
    counts.stalled(second, false, at: start + .seconds(7))
    #expect(admit(counts, "school", at: 10) != nil)
    #expect(stalled.isClosed && !served.isClosed)
  }

  /// A client that sends a request before its last one is answered (no browser does) is never
  /// counted as served, and makes room first, before a classmate's idle connection, however
  /// recent its last answer.
  @Test func aPipeliningConnectionIsNeverServedAndGoesFirst() throws {
    let counts = ConnectionCounts(perAddress: 3, total: 100)
    let (pipelining, checking, idle) = (Closed(), Closed(), Closed())
    let pipe = try #require(admit(counts, "school", at: 5, pipelining))
    let check = try #require(admit(counts, "school", at: 1, checking))
    let page = try #require(admit(counts, "school", at: 2, idle))
    counts.received(check)
    counts.received(page)
    counts.answered(page, at: start + .seconds(3))
    counts.received(pipe)
    counts.received(pipe)
    counts.answered(pipe, at: start + .seconds(8))
    counts.received(pipe)
    #expect(admit(counts, "school", at: 9) != nil)
    #expect(pipelining.isClosed && !checking.isClosed && !idle.isClosed)
  }

  /// At the total, a newcomer from anywhere takes the place of the longest waiting anywhere;
  /// a closed connection a newcomer replaced is not counted twice.
  @Test func atTheTotalTheLongestWaitingAnywhereMakesRoom() throws {
    let counts = ConnectionCounts(perAddress: 2, total: 2)
    let (idle, other) = (Closed(), Closed())
    let idleTicket = try #require(admit(counts, "a", at: 0, idle))
    _ = admit(counts, "b", at: 3, other)
    #expect(admit(counts, "c", at: 4) != nil)
    #expect(idle.isClosed && !other.isClosed)
    counts.release(idleTicket)
    #expect(counts.count("a") == 0 && counts.count("b") == 1 && counts.count("c") == 1)
    #expect(admit(counts, "d", at: 4.2) != nil)
    #expect(other.isClosed, "b waited since 3 s, c since 4 s")
  }
}
