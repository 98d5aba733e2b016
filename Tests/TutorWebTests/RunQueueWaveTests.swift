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
    for student in 0..<24 { _ = queue.admit("sleep", owner: "s\(student)", address: "school") }
    var served: [String] = []
    for round in 0..<30 {
      if round % 3 == 0 { _ = queue.admit("x", owner: "classmate", address: "school") }
      guard let run = queue.next(at: now) else { break }
      served.append(run.owner)
      let took: Duration = run.owner == "classmate" ? .milliseconds(200) : .seconds(10)
      now += took
      queue.finished(owner: run.owner, address: "school", took: took, at: now)
      if run.owner != "classmate" { _ = queue.admit("sleep", owner: run.owner, address: "school") }
    }
    // Each of the classmate's runs was the next one served after it was sent.
    let classmate = served.indices.filter { served[$0] == "classmate" }
    #expect(classmate.count == 10, "\(served)")
    #expect(classmate.allSatisfy { $0 % 3 == 0 }, "\(served)")
  }
}
