@testable import TutorWeb

/// A class on a run queue, in simulated time: students who each send a run, of a length
/// their own, when they decide to; two workers. What a classmate waits is measured from the
/// moment their run is admitted to the moment it starts (the ninth hostile reader's probe).
struct RunQueueSimulation {
  /// One student's habits.
  struct Student {
    /// How long each of their runs takes.
    var took: Duration
    /// When they first send a run.
    var first: Duration = .zero
    /// How long after a run of theirs ends they send the next (nil: never again).
    var again: Duration?
  }

  var queue = RunQueue<String>(width: 2, share: 4, capacity: 64, classroom: true)
  let start = ContinuousClock.now
  private(set) var now = ContinuousClock.now
  private var students: [String: Student] = [:]
  /// When each student sends their next run.
  private var sends: [String: ContinuousClock.Instant] = [:]
  /// When each run admitted arrived, by owner (one at a time each).
  private var arrived: [String: ContinuousClock.Instant] = [:]
  /// Runs at work: owner and when it ends.
  private var working: [(owner: String, ends: ContinuousClock.Instant)] = []
  /// How long each student's runs waited for a worker, in order.
  private(set) var waits: [String: [Duration]] = [:]

  init() { now = start }

  /// Adds `name`, who behaves as `student` says, from now on.
  mutating func add(_ name: String, _ student: Student) {
    students[name] = student
    sends[name] = now + student.first
  }

  /// Changes how `name` behaves from now on (their next run: `student.first` from now, unless
  /// one of theirs waits or runs).
  mutating func change(_ name: String, _ student: Student) {
    students[name] = student
    if !working.contains(where: { $0.owner == name }) { sends[name] = now + student.first }
  }

  /// Forgets the waits so far (what an attack does is measured from now).
  mutating func resetWaits() { waits = [:] }

  /// Runs the class for `duration`, in steps of 50 ms.
  mutating func run(for duration: Duration) {
    let end = now + duration
    while now < end {
      for (owner, ends) in working where ends <= now {
        queue.finished(
          owner: owner, address: "school", took: students[owner]?.took ?? .zero, at: ends)
        if let again = students[owner]?.again { sends[owner] = ends + again }
      }
      working.removeAll { $0.ends <= now }
      for (owner, at) in sends where at <= now {
        sends[owner] = nil
        if case .admitted = queue.admit("run", owner: owner, address: "school", at: now) {
          arrived[owner] = now
        }
      }
      while working.count < 2, let started = queue.next(at: now) {
        let owner = started.owner
        waits[owner, default: []].append(now - (arrived[owner] ?? now))
        arrived[owner] = nil
        working.append((owner, now + (students[owner]?.took ?? .zero)))
      }
      now += .milliseconds(50)
    }
  }

  /// The longest wait of `owner`'s runs, in whole seconds, a run still waiting included (nil:
  /// none sent).
  func longestWait(of owner: String) -> Int? {
    let pending = arrived[owner].map { [now - $0] } ?? []
    return (waits[owner, default: []] + pending).map { Int($0.components.seconds) }.max()
  }
}
