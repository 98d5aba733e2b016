import Testing

@testable import TutorWeb

/// The ninth hostile reader's ways around the order, in simulated time on two workers. When
/// tenure ranked students, students who had earned more kept a light run waiting each, and a
/// classmate with less — new, working slowly, back from reading — got no run until they
/// stopped (100–121 s); a classmate whose program takes 1.5 s waited 40 s behind students
/// looping `print(1)` (whole seconds compared); a new student every 3 s with one 10 s run each
/// held a classmate 148 s.
@Suite struct RunQueueNinthReaderTests {
  typealias Student = RunQueueSimulation.Student

  static let light = Duration.milliseconds(300)

  /// Eight students who earned tenure for nine minutes (one light run every 10.5 s), then keep
  /// one light run waiting each for two minutes; a classmate who ran five times, one who runs
  /// once a minute, one back from twelve minutes of reading.
  @Test func earnedTenureHoldsNoClassmateLongerThanItsHeadStart() {
    var sim = RunQueueSimulation()
    for index in 0..<8 {
      sim.add("sybil\(index)", Student(took: Self.light, again: .seconds(10.5)))
    }
    sim.add("slow", Student(took: Self.light, first: .seconds(5), again: .seconds(60)))
    sim.add("returner", Student(took: Self.light, first: .seconds(1), again: .seconds(10)))
    sim.run(for: .seconds(180))
    // The returner reads for twelve minutes, and comes back twenty seconds into the attack.
    sim.change("returner", Student(took: Self.light, first: .seconds(740), again: .seconds(4)))
    sim.run(for: .seconds(700))
    sim.add("fresh", Student(took: Self.light, again: .seconds(4)))
    sim.run(for: .seconds(20))
    sim.resetWaits()
    for index in 0..<8 { sim.change("sybil\(index)", Student(took: Self.light, again: .zero)) }
    sim.run(for: .seconds(120))
    for classmate in ["slow", "returner", "fresh"] {
      let longest = sim.longestWait(of: classmate)
      #expect(
        (longest ?? .max) <= 15,
        "\(classmate) waited \(longest.map { "\($0) s" } ?? "forever")")
    }
  }

  /// A classmate whose program takes 1.5 s, among eight new students looping `print(1)`.
  @Test func aClassmateWhoseRunsTakeASecondAndAHalfIsLight() {
    var sim = RunQueueSimulation()
    sim.add("classmate", Student(took: .milliseconds(1500), again: .seconds(4)))
    sim.run(for: .seconds(60))
    sim.resetWaits()
    for index in 0..<8 { sim.add("sybil\(index)", Student(took: Self.light, again: .zero)) }
    sim.run(for: .seconds(100))
    let longest = sim.longestWait(of: "classmate")
    #expect((longest ?? .max) <= 6, "waited \(longest.map { "\($0) s" } ?? "forever")")
  }

  /// A new student every 3 s for 100 s, each with one 10 s run, and twenty students made light
  /// with one short run who then each start a 10 s run at once: a classmate at work waits for
  /// one run at most, as students new to the queue share all workers but one.
  @Test(arguments: [false, true]) func newStudentsHoldAClassmateAtWorkOneRun(wave: Bool) {
    var sim = RunQueueSimulation()
    sim.add("classmate", Student(took: .milliseconds(200), again: .seconds(2.5)))
    sim.run(for: .seconds(120))
    sim.resetWaits()
    if wave {
      for index in 0..<20 { sim.add("sybil\(index)", Student(took: .milliseconds(100))) }
      sim.run(for: .seconds(5))
      for index in 0..<20 { sim.change("sybil\(index)", Student(took: .seconds(10))) }
      sim.run(for: .seconds(110))
    } else {
      for index in 0..<34 {
        sim.add("new\(index)", Student(took: .seconds(10)))
        sim.run(for: .seconds(3))
      }
    }
    let longest = sim.longestWait(of: "classmate")
    #expect((longest ?? .max) <= 10, "waited \(longest.map { "\($0) s" } ?? "forever")")
  }
}
