import Testing

@testable import TutorWeb

/// The seventh hostile reader's waves behind the classmate's own address, without threads:
/// students a client made light, then each with a 10 s run; a pool rotating one heavy run each.
@Suite struct RunQueueWaveTests {
  typealias Queue = RunQueue<String>

  /// A classmate who Runs every 2.5 s (0.2 s each) for two minutes, and twenty students a client
  /// made behind the same address, each light from one `print(1)`, then each with a 10 s run
  /// sent just before the classmate's: the classmate goes first (the seventh hostile reader's
  /// wave, where the classmate's runs, summed, weighed more than the students' one, and it
  /// waited 103 s for all twenty).
  @Test(arguments: [0, 300]) func aClassmateAtWorkGoesBeforeAWaveOfLightNewStudents(
    readingFor seconds: Int
  ) {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    var now = ContinuousClock.now
    for _ in 0..<48 {
      _ = queue.admit("x = 1 + 1", owner: "classmate", address: "school")
      let run = queue.next(at: now)
      queue.finished(owner: "classmate", address: "school", took: .milliseconds(200), at: now)
      #expect(run?.owner == "classmate")
      now += .milliseconds(2500)
    }
    // The classmate reads a lesson (or not) while the client makes its students.
    now += .seconds(seconds)
    for student in 0..<20 {
      _ = queue.admit("print(1)", owner: "sybil\(student)", address: "school")
      let run = queue.next(at: now)
      queue.finished(owner: run?.owner ?? "", address: "school", took: .milliseconds(100), at: now)
    }
    now += .seconds(5)
    for student in 0..<20 { _ = queue.admit("sleep", owner: "sybil\(student)", address: "school") }
    _ = queue.admit("x = 1 + 1", owner: "classmate", address: "school")
    #expect(queue.next(at: now)?.owner == "classmate", "after \(seconds) s of reading")
  }

  /// Twenty-four students of one client, each keeping one 10 s run waiting again as soon as the
  /// last ended, behind the classmate's address: the classmate is served as soon as a worker
  /// frees, every time (it waited 50 s: decayed, the students' one heavy run each weighed what
  /// the classmate's many light ones did).
  @Test func aRotatingPoolOfHeavyStudentsWaitsForTheClassmate() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    var now = ContinuousClock.now
    for _ in 0..<24 { _ = queue.admit("warm", owner: "classmate", address: "school") }
    while let run = queue.next(at: now) {
      queue.finished(owner: run.owner, address: "school", took: .milliseconds(200), at: now)
    }
    // As the reader prepared them: one 10 s run each, half a minute before.
    for student in 0..<24 {
      _ = queue.admit("sleep", owner: "s\(student)", address: "school", at: now)
      _ = queue.next(at: now)
      queue.finished(owner: "s\(student)", address: "school", took: .seconds(10), at: now)
    }
    now += .seconds(30)
    for student in 0..<24 {
      _ = queue.admit("sleep", owner: "s\(student)", address: "school", at: now)
    }
    var served: [String] = []
    for round in 0..<30 {
      if round % 3 == 0 { _ = queue.admit("x", owner: "classmate", address: "school", at: now) }
      guard let run = queue.next(at: now) else { break }
      served.append(run.owner)
      let took: Duration = run.owner == "classmate" ? .milliseconds(200) : .seconds(10)
      now += took
      queue.finished(owner: run.owner, address: "school", took: took, at: now)
      if run.owner != "classmate" {
        _ = queue.admit("sleep", owner: run.owner, address: "school", at: now)
      }
    }
    // Each of the classmate's runs was the next one served after it was sent.
    let classmate = served.indices.filter { served[$0] == "classmate" }
    #expect(classmate.count == 10, "\(served)")
    #expect(classmate.allSatisfy { $0 % 3 == 0 }, "\(served)")
  }
}

/// The eighth hostile reader's ways around the order: tenure bought with tab opens, a heavy run
/// diluted by cheap ones, tenure in a burst. Each held a classmate 60–133 s.
extension RunQueueWaveTests {
  /// A classmate at work `seconds` long, Running every 2.5 s (0.2 s each), from `start`.
  static func classmateAtWork(
    _ queue: inout Queue, for seconds: Int, from start: ContinuousClock.Instant
  ) -> ContinuousClock.Instant {
    var now = start
    for _ in 0..<(seconds * 2 / 5) {
      _ = queue.admit("x = 1 + 1", owner: "classmate", address: "school")
      _ = queue.next(at: now)
      queue.finished(owner: "classmate", address: "school", took: .milliseconds(200), at: now)
      now += .milliseconds(2500)
    }
    return now
  }

  /// 1,100 tab opens each (4,400 in 13 s): turns taken, but no runs of the students' code.
  @Test func tabsOpenedAreNoRuns() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    var now = Self.classmateAtWork(&queue, for: 120, from: .now)
    for student in 0..<4 {
      for _ in 0..<1_100 {
        _ = queue.admit("open a tab", owner: "sybil\(student)", address: "school", at: now)
        let turn = queue.next(at: now)
        queue.finished(
          owner: turn?.owner ?? "", address: "school", took: .milliseconds(2), counted: false,
          at: now)
      }
    }
    now += .seconds(14)
    for student in 0..<4 {
      _ = queue.admit("sleep", owner: "sybil\(student)", address: "school", at: now)
    }
    _ = queue.admit("x = 1 + 1", owner: "classmate", address: "school", at: now)
    #expect(queue.next(at: now)?.owner == "classmate")
  }

  /// A 10 s run, then 300 inputs that do not compile (52 ms each) over 67 s: the student is
  /// still heavy; and students who only ever sent such inputs, in a burst, earned little tenure.
  @Test func cheapRunsNeitherDiluteAHeavyOneNorBuyTenure() {
    for heavyFirst in [true, false] {
      var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
      var now = Self.classmateAtWork(&queue, for: 600, from: .now)
      for student in 0..<4 {
        var at = now
        if heavyFirst {
          _ = queue.admit("sleep", owner: "sybil\(student)", address: "school")
          let turn = queue.next(at: at)
          at += .seconds(10)
          queue.finished(owner: turn?.owner ?? "", address: "school", took: .seconds(10), at: at)
        }
        for _ in 0..<300 {
          _ = queue.admit("let = (", owner: "sybil\(student)", address: "school")
          let turn = queue.next(at: at)
          queue.finished(
            owner: turn?.owner ?? "", address: "school", took: .milliseconds(52), at: at)
          at += .milliseconds(220)
        }
      }
      now += .seconds(80)
      for student in 0..<4 { _ = queue.admit("sleep", owner: "sybil\(student)", address: "school") }
      _ = queue.admit("x = 1 + 1", owner: "classmate", address: "school")
      #expect(queue.next(at: now)?.owner == "classmate", "heavy first: \(heavyFirst)")
    }
  }
}

extension RunQueueWaveTests {
  /// Tenure must not starve a student who never ran: behind classmates who keep a light run
  /// waiting all the time, their first run goes first once it has waited ten seconds (the
  /// completion queue, whose requests are all alike, takes plain turns instead).
  @Test func aNewcomerIsNotStarvedByClassmatesWhoAlwaysHaveARunWaiting() {
    var queue = Queue(width: 2, share: 4, capacity: 64, classroom: true)
    var now = ContinuousClock.now
    for student in 0..<6 {
      _ = queue.admit("x", owner: "busy\(student)", address: "lab", at: now)
      _ = queue.next(at: now)
      queue.finished(owner: "busy\(student)", address: "lab", took: .milliseconds(200), at: now)
      _ = queue.admit("x", owner: "busy\(student)", address: "lab", at: now)
    }
    _ = queue.admit("hello", owner: "newcomer", address: "lab", at: now)
    var waited: Duration?
    let start = now
    for _ in 0..<200 {
      guard let run = queue.next(at: now) else { break }
      if run.owner == "newcomer" {
        waited = now - start
        break
      }
      now += .milliseconds(200)
      queue.finished(owner: run.owner, address: "lab", took: .milliseconds(200), at: now)
      _ = queue.admit("x", owner: run.owner, address: "lab", at: now)
    }
    let seconds = waited.map { Double($0.components.seconds) } ?? .infinity
    #expect(seconds <= 11, "the newcomer waited \(waited.map { "\($0)" } ?? "forever")")
  }
}
