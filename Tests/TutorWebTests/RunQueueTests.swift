import Testing

@testable import TutorWeb

/// The run queue's turns, without threads: one client of many students against a newcomer, a
/// full queue, a student who would hold every worker, a school behind one address.
@Suite struct RunQueueTests {
  typealias Queue = RunQueue<String>

  /// `students` students of `address`, `runs` runs each, admitted in turn.
  static func fill(
    _ queue: inout Queue, address: String, students: Int, runs: Int, prefix: String = "s"
  ) -> [Queue.Admission] {
    var admissions: [Queue.Admission] = []
    for run in 0..<runs {
      for student in 0..<students {
        admissions.append(
          queue.admit("\(prefix)\(student)#\(run)", owner: "\(prefix)\(student)", address: address))
      }
    }
    return admissions
  }

  @Test func aClientOfManyStudentsTakesTurnsWithANewcomer() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    _ = Self.fill(&queue, address: "flood", students: 16, runs: 4)
    let first = queue.next()
    let second = queue.next()
    #expect(first?.address == "flood" && second?.address == "flood")
    #expect(first?.owner != second?.owner, "one student never holds both workers")
    guard case .admitted(let evicted) = queue.admit("x = 1 + 1", owner: "eve", address: "home")
    else { return #expect(Bool(false), "the newcomer was refused") }
    #expect(evicted == nil, "two of the flood's runs are at work: there is room")
    if let first { queue.finished(owner: first.owner, address: first.address) }
    #expect(queue.next()?.job == "x = 1 + 1", "served as soon as one run ends")
  }

  @Test func theFullQueueRefusesOnlyTheOneWhoFillsIt() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    _ = Self.fill(&queue, address: "flood", students: 16, runs: 4)
    _ = queue.admit("eve's", owner: "eve", address: "home")
    // The flood goes on with new students: each takes another of the flood's places.
    let more = Self.fill(&queue, address: "flood", students: 30, runs: 1, prefix: "new")
    #expect(queue.waiting.contains { $0.job == "eve's" }, "eve's run kept its place")
    #expect(queue.waiting.count == 64)
    for admission in more {
      if case .admitted(let evicted) = admission { #expect(evicted?.address == "flood") }
    }
    // A student of the flood whose own runs are the most waiting is refused, 503.
    let counts = Dictionary(grouping: queue.waiting, by: \.owner).mapValues(\.count)
    let most = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "s0"
    guard case .refused(let refusal) = queue.admit("more", owner: most, address: "flood") else {
      return #expect(Bool(false), "\(most), with the most waiting, took another's place")
    }
    #expect(refusal.status.code == 429 || refusal.status.code == 503)
  }

  @Test func aFullShareIs429AndAFullQueueOfYourOwnIs503() {
    var queue = Queue(width: 1, share: 2, capacity: 3, classroom: true)
    _ = queue.admit("a1", owner: "alice", address: "lab")
    _ = queue.admit("a2", owner: "alice", address: "lab")
    guard case .refused(let busy) = queue.admit("a3", owner: "alice", address: "lab") else {
      return #expect(Bool(false))
    }
    #expect(busy.status.code == 429 && busy.message.key == "web.error.busy.other")
    #expect(busy.message.text(.en).hasPrefix("You already have 2 runs"))
    var single = Queue(width: 1, share: 1, capacity: 3, classroom: true)
    _ = single.admit("a1", owner: "alice", address: "lab")
    guard case .refused(let one) = single.admit("a2", owner: "alice", address: "lab") else {
      return #expect(Bool(false))
    }
    #expect(
      one.message.text(.en)
        == "You already have a run waiting or running; try again when it is done.")
    _ = queue.admit("b1", owner: "bob", address: "lab")
    // The queue is full: alice's newest run, the most of anyone's, gives way to dave's first.
    guard case .admitted(let evicted) = queue.admit("d1", owner: "dave", address: "lab") else {
      return #expect(Bool(false), "dave was refused")
    }
    #expect(evicted?.job == "a2")
    // Now alice asking again would hold the most: hers is the one refused, 503.
    guard case .refused(let full) = queue.admit("a4", owner: "alice", address: "lab") else {
      return #expect(Bool(false), "alice took a classmate's place")
    }
    #expect(full.status.code == 503 && full.retryAfter == 10)
    #expect(full.message.key == "web.error.queue-full")
    // From elsewhere, a run of the lab's gives way.
    guard case .admitted(let other) = queue.admit("h1", owner: "hana", address: "home") else {
      return #expect(Bool(false))
    }
    #expect(other?.address == "lab")
  }

  /// Seventy students of one client behind the class's address, one run waiting each, fill
  /// the queue: a classmate with nothing waiting is still admitted (one of theirs gives way),
  /// never told the queue is full.
  @Test func aFullQueueOfOneRunEachStillAdmitsAClassmateWithNone() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    _ = Self.fill(&queue, address: "school", students: 64, runs: 1, prefix: "sybil")
    guard case .admitted(let evicted) = queue.admit("v1", owner: "victim", address: "school")
    else { return #expect(Bool(false), "the classmate with nothing waiting was refused") }
    #expect(evicted?.owner.hasPrefix("sybil") == true)
    // Their second, while each of the others has one: an equal share is never taken.
    guard case .refused = queue.admit("v2", owner: "victim", address: "school") else {
      return #expect(Bool(false), "the victim took a second place")
    }
  }

  /// Twenty-eight students of one client behind the class's own address, each running 9.5 s
  /// again and again, and a classmate whose runs take 0.3 s, served last: the classmate's next
  /// run goes first, not after a round of the twenty-eight (it waited 117 s).
  @Test func behindOneAddressShortRunsGoBeforeALongFlood() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    for round in 0..<2 {
      for student in 0..<28 { _ = queue.admit("s", owner: "sybil\(student)", address: "school") }
      _ = queue.admit("v", owner: "victim", address: "school")
      if round == 1 { break }
      while let started = queue.next() {
        let took: Duration = started.owner == "victim" ? .milliseconds(300) : .milliseconds(9500)
        queue.finished(owner: started.owner, address: started.address, took: took)
      }
    }
    #expect(queue.next()?.owner == "victim")
  }

  /// The hostile reader's third round: behind the class's own address, a client makes a new
  /// student every few seconds, each with one 9.5 s run. A classmate whose short runs have
  /// added up to a second went after every one of them; a student new to the queue now counts
  /// as the address's median student, so the classmate goes first.
  @Test func behindOneAddressNewStudentsOfAHeavyClientWaitForALightClassmate() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    for student in 0..<6 { _ = queue.admit("s", owner: "sybil\(student)", address: "school") }
    for _ in 0..<4 { _ = queue.admit("v", owner: "classmate", address: "school") }
    while let started = queue.next() {
      let took: Duration = started.owner == "classmate" ? .milliseconds(400) : .milliseconds(9500)
      queue.finished(owner: started.owner, address: started.address, took: took)
    }
    for student in 6..<10 { _ = queue.admit("s", owner: "sybil\(student)", address: "school") }
    _ = queue.admit("v", owner: "classmate", address: "school")
    #expect(queue.next()?.owner == "classmate", "1.6 s used, against the address's 9.5 s")
    // In a class of short runs a newcomer takes its turn: before a classmate's run that came
    // later than their head start, after one that came before it.
    var quiet = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    let start = ContinuousClock.now
    for student in 0..<6 { _ = quiet.admit("s", owner: "s\(student)", address: "lab", at: start) }
    while let started = quiet.next(at: start) {
      quiet.finished(
        owner: started.owner, address: started.address, took: .milliseconds(1300), at: start)
    }
    let later = start + .seconds(30)
    _ = quiet.admit("first", owner: "newcomer", address: "lab", at: later)
    _ = quiet.admit("again", owner: "s0", address: "lab", at: later + .seconds(5))
    #expect(quiet.next(at: later + .seconds(5))?.owner == "newcomer")
  }

  /// The fourth hostile reader: worker time counted over the server's life made a diligent
  /// classmate's sixteen short runs (11 s in all) outweigh each fresh student's one 9.5 s run,
  /// and the classmate waited for all of them. What counts is recent: halved every minute.
  @Test func aDiligentClassmatesOldRunsCountLessThanAFloodsNewOnes() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    let start = ContinuousClock.now
    for _ in 0..<16 {
      _ = queue.admit("short", owner: "classmate", address: "school")
      let run = queue.next(at: start)
      queue.finished(owner: "classmate", address: "school", took: .milliseconds(700), at: start)
      #expect(run?.owner == "classmate")
    }
    let later = start + .seconds(110)
    for student in 0..<4 { _ = queue.admit("s", owner: "sybil\(student)", address: "school") }
    while let started = queue.next(at: later) {
      queue.finished(owner: started.owner, address: "school", took: .milliseconds(9500), at: later)
    }
    for student in 0..<4 { _ = queue.admit("s", owner: "sybil\(student)", address: "school") }
    _ = queue.admit("v", owner: "classmate", address: "school")
    #expect(queue.next(at: later)?.owner == "classmate", "11.2 s two minutes ago is 3.2 s now")
  }

  /// A school behind one address: the student with the most runs waiting gives way to a
  /// classmate's first, never the classmate.
  @Test func behindOneAddressTheBusiestStudentGivesWay() {
    var queue = Queue(width: 2, share: 4, capacity: 5, classroom: true)
    _ = Self.fill(&queue, address: "school", students: 1, runs: 4, prefix: "busy")
    _ = queue.admit("c1", owner: "calm", address: "school")
    guard case .admitted(let evicted) = queue.admit("n1", owner: "new", address: "school") else {
      return #expect(Bool(false), "the classmate was refused")
    }
    #expect(evicted?.owner == "busy0")
  }

  /// The flood of sixteen students behind the same address as the class (a school's NAT, or
  /// this machine): a classmate who ran before, with nothing at work now, is served as soon as
  /// one run ends, before any student with a queue of their own.
  @Test func behindOneAddressAStudentWithNothingAtWorkGoesFirst() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    _ = queue.admit("before", owner: "eve", address: "school")
    if let earlier = queue.next() { queue.finished(owner: earlier.owner, address: earlier.address) }
    _ = Self.fill(&queue, address: "school", students: 16, runs: 4)
    let first = queue.next()
    _ = queue.next()
    _ = queue.admit("x = 1 + 1", owner: "eve", address: "school")
    if let first { queue.finished(owner: first.owner, address: first.address) }
    let eve = queue.next()
    #expect(eve?.job == "x = 1 + 1")
    // And a student new to the server, the same, when eve's run ends.
    _ = queue.admit("hello", owner: "newcomer", address: "school")
    if let eve { queue.finished(owner: eve.owner, address: eve.address) }
    #expect(queue.next()?.job == "hello")
  }

  /// Eight students of one network each keep one run of 9.5 s going: a ninth, new, is served as
  /// soon as a worker frees, before any of theirs (it waited 42.6 s behind them).
  @Test func aNewStudentGoesBeforeStudentsWhoRanAlready() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    for student in 0..<8 { _ = queue.admit("r\(student)", owner: "s\(student)", address: "lab") }
    var running = [queue.next(), queue.next()].compactMap { $0 }
    for _ in 0..<6 {
      let ended = running.removeFirst()
      queue.finished(owner: ended.owner, address: ended.address, took: .milliseconds(9500))
      _ = queue.admit("again", owner: ended.owner, address: "lab")
      if let next = queue.next() { running.append(next) }
    }
    _ = queue.admit("print(hi)", owner: "newcomer", address: "lab")
    let ended = running.removeFirst()
    queue.finished(owner: ended.owner, address: ended.address, took: .milliseconds(9500))
    #expect(queue.next()?.owner == "newcomer")
  }

  @Test func aStudentWhoNeverRanIsServedFirst() {
    var queue = Queue(width: 3, share: 4, capacity: 64, classroom: true)
    _ = queue.admit("old1", owner: "old", address: "school")
    let served = queue.next()
    #expect(served?.job == "old1")
    _ = queue.admit("old2", owner: "old", address: "school")
    _ = queue.admit("new1", owner: "new", address: "school")
    #expect(queue.next()?.job == "new1", "no run at work and never served")
  }

  @Test func aLearnerAloneMayUseEveryWorker() {
    var alone = Queue(width: 2, share: 4, capacity: 64, classroom: false)
    var classroom = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    for run in 0..<3 {
      _ = alone.admit("\(run)", owner: "local", address: "local")
      _ = classroom.admit("\(run)", owner: "s", address: "a")
    }
    #expect(alone.next() != nil && alone.next() != nil)
    #expect(classroom.next() != nil && classroom.next() == nil)
  }
}
