import Testing

@testable import TutorWeb

/// Who gives way for a new scratch tab: fresh cookies from one address cannot hold the class's
/// live sessions, a lab behind one NAT address keeps its busy tabs among its own, and nobody's
/// busy tab ends for a stranger's unless one network holds more than half — then it does, busy
/// or not (a network that kept every tab busy held every session).
@Suite struct ScratchRoomTests {
  let room = ScratchRoom(maximum: 4, perOwner: 2, yieldAfter: .seconds(120))
  let now = ContinuousClock.now

  func holder(
    _ id: String, _ owner: String, _ network: String = "10.0.0.1", unused seconds: Int = 5,
    ran: Bool = true, busy: Int = 0
  ) -> ScratchRoom.Holder {
    ScratchRoom.Holder(
      id: id, owner: owner, network: network, used: now - .seconds(seconds), ran: ran,
      busy: busy)
  }

  @Test func anOwnerPastTheirShareEndsTheirOwnOldestTab() {
    let open = [holder("a1", "alice", unused: 30), holder("a2", "alice", unused: 10)]
    #expect(
      room.decide(open, owner: "alice", network: "10.0.0.1", now: now) == .open(closing: ["a1"]))
  }

  @Test func tabsThatRanNothingGiveWayFirst() {
    // One address with fresh cookies: four empty tabs, none of them ever used.
    let hoard = (1...4).map { holder("h\($0)", "cookie\($0)", unused: 1, ran: false) }
    #expect(
      room.decide(hoard, owner: "bob", network: "10.0.0.2", now: now) == .open(closing: ["h1"]))
  }

  @Test func aTabUnusedForTwoMinutesGivesWayOnAFullServer() {
    let open = [
      holder("a", "alice", unused: 10), holder("b", "bob", unused: 200),
      holder("c", "carol", unused: 20), holder("d", "dan", unused: 119),
    ]
    #expect(
      room.decide(open, owner: "erin", network: "10.0.0.1", now: now) == .open(closing: ["b"]))
  }

  @Test func aLabBehindOneAddressKeepsItsBusyTabs() {
    let lab = (1...4).map { holder("t\($0)", "student\($0)", unused: 100 - $0) }
    // The oldest was used 99 s ago: it gives way in 21 s, said in steps of 15 s.
    #expect(
      room.decide(lab, owner: "student5", network: "10.0.0.1", now: now) == .refuse(seconds: 30))
  }

  @Test func aNetworkHoldingMoreThanHalfGivesWayToAnother() {
    let busy = (1...4).map { holder("x\($0)", "cookie\($0)", "203.0.113.9", unused: 40 - $0) }
    #expect(
      room.decide(busy, owner: "alice", network: "10.0.0.1", now: now) == .open(closing: ["x1"]))
    // Half is fair: two and two, the newcomer from a third network waits.
    let shared = [
      holder("x1", "c1", "203.0.113.9"), holder("x2", "c2", "203.0.113.9"),
      holder("a1", "alice", "10.0.0.1"), holder("a2", "bob", "10.0.0.1"),
    ]
    guard case .refuse = room.decide(shared, owner: "carol", network: "10.0.0.3", now: now) else {
      Issue.record("two of four is not more than half")
      return
    }
  }

  @Test func aTabWithARunGoingOrUsedJustNowNeverGivesWay() {
    // Waiting in the run queue for two minutes is not being idle.
    let queued = (1...4).map { holder("q\($0)", "s\($0)", unused: 300 - $0, busy: $0 == 1 ? 1 : 0) }
    #expect(
      room.decide(queued, owner: "bob", network: "10.0.0.1", now: now) == .open(closing: ["q2"]))
    // A network holding every tab, each used in the last 30 s: its least recently used one
    // gives way to a student of another network.
    let lab = (1...4).map { holder("l\($0)", "s\($0)", "10.0.0.1", unused: 10 + $0) }
    #expect(
      room.decide(lab, owner: "eve", network: "192.0.2.2", now: now) == .open(closing: ["l4"]))
  }

  /// The hog: one network keeps a run waiting in every tab it holds. It still gives way to
  /// another network, its least recently used tab first; a quiet tab of it before a busy one.
  @Test func aNetworkKeepingEveryTabBusyStillGivesWay() {
    let hog = (1...4).map { holder("b\($0)", "s\($0)", "127.0.0.1", unused: $0, busy: 1) }
    #expect(
      room.decide(hog, owner: "eve", network: "192.0.2.2", now: now) == .open(closing: ["b4"]))
    var mixed = hog
    mixed[0].busy = 0
    #expect(
      room.decide(mixed, owner: "eve", network: "192.0.2.2", now: now) == .open(closing: ["b1"]))
    // Behind that network itself, a busy tab stays: its students share it by their own turns.
    guard case .refuse = room.decide(hog, owner: "s9", network: "127.0.0.1", now: now) else {
      Issue.record("a busy tab gave way within its own network")
      return
    }
  }
}
