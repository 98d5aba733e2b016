import HTTPTypes
import TutorSupport

/// The run pool's bookkeeping, without threads: who waits, who runs, who is served next
/// (``RunPool`` holds it under a lock).
///
/// Fair to the class, not first come first served:
/// - **In turn.** A free worker takes the run of the address (one client: a browser, or a
///   school behind one) with the fewest runs at work, served longest ago; of its students, the
///   one with the fewest runs ahead of this one (at work or waiting before it), then the fewest
///   waiting, then the one whose longest recent run was in the lightest class (``WorkerTime``:
///   under 2 s, 2–4 s, 4–8 s, longer; a classmate whose runs take 0.3 s goes before a client's
///   students whose runs take 9 s, so thirty students of one client behind the class's own
///   address hold it up one run, not thirty; a student whose runs never ended counts as light),
///   then the run that came first — a student at work lately counting as a few seconds earlier
///   (their head start), then the one served (or seen) longest ago. One client that made thirty
///   students is one address: its
///   runs take turns with everyone else's, never their places. Behind one address, a student
///   with nothing at work and one run waiting goes before the students with a queue of their
///   own.
/// - **Below the workers.** In a classroom a student runs at most `width - 1` runs at once, and
///   so do students new to the queue together (tenure below ``WorkerTime/establishedTenure``)
///   while an established student waits: a worker frees for someone else within one run, and
///   twenty fresh students each starting a 10 s run hold a classmate at work one run, not
///   twenty.
/// - **Each one's own share**, and who gives way when the queue is full: `RunQueue+Full`.
struct RunQueue<Job> {
  /// One run: whose, from where, in which order it came.
  struct Entry {
    let owner: String
    let address: String
    let sequence: Int
    let job: Job
    /// When it was admitted.
    var arrived: ContinuousClock.Instant = .now
  }

  /// What ``admit(_:owner:address:)`` decided.
  enum Admission {
    /// Waiting now; `evicted` gave way to it (answer it 503).
    case admitted(evicted: Entry?)
    /// Refused: the asker's own share or their address's runs fill the queue.
    case refused(WebError)
  }

  let width: Int
  let share: Int
  let capacity: Int
  /// Runs one student may have at work at once.
  let perOwner: Int

  private(set) var waiting: [Entry] = []
  private(set) var running: [String: Int] = [:]
  private var runningAt: [String: Int] = [:]
  /// When each student and address was last served (never: 0, before everyone).
  private var touchedOwner: [String: Int] = [:]
  private var touchedAddress: [String: Int] = [:]
  /// How long each student's runs take, and how many they made lately (once one ended).
  private var used = WorkerTime()
  /// Ticks at every arrival and every start.
  private var clock = 0

  /// A queue for `width` workers; in a `classroom` one student keeps a worker free for others.
  /// Whether tenure counts (runs): a head start for students at work lately, and students new
  /// to the queue sharing all workers but one; or plain turns (completions, each about as long
  /// as the next).
  let weighsTenure: Bool
  /// Whether this is a classroom's queue (young students keep a worker free for the others).
  let classroom: Bool

  /// A queue for `width` workers; in a `classroom` one student keeps a worker free for others.
  init(width: Int, share: Int, capacity: Int, classroom: Bool, weighsTenure: Bool = true) {
    self.weighsTenure = weighsTenure
    self.classroom = classroom
    self.width = max(1, width)
    self.share = max(1, share)
    self.capacity = max(1, capacity)
    perOwner = classroom ? max(1, self.width - 1) : self.width
  }

  /// Lets `job` wait, or says why not.
  mutating func admit(
    _ job: Job, owner: String, address: String, at now: ContinuousClock.Instant = .now
  ) -> Admission {
    if closed { return .refused(Self.stopping) }
    let owned = waiting.count { $0.owner == owner } + running[owner, default: 0]
    if owned >= share {
      let busy =
        share == 1
        ? Message("web.error.busy.one") : Message("web.error.busy.other", ["count": share])
      return .refused(WebError(.tooManyRequests, busy))
    }
    var evicted: Entry?
    if waiting.count >= capacity {
      guard let victim = heaviest(asker: owner, address: address) else {
        return .refused(Self.queueFull)
      }
      evicted = waiting.remove(at: victim)
    }
    clock += 1
    waiting.append(
      Entry(owner: owner, address: address, sequence: clock, job: job, arrived: now))
    return .admitted(evicted: evicted)
  }

  /// Takes the run to start now, and counts it as at work; nil when none may start.
  mutating func next(at now: ContinuousClock.Instant = .now) -> Entry? {
    // Each waiting run's place in its student's line: their runs at work and waiting before it.
    var waitingOf: [String: Int] = [:]
    var candidates: [(index: Int, ahead: Int)] = []
    for (index, entry) in waiting.enumerated() {
      let ahead = running[entry.owner, default: 0] + waitingOf[entry.owner, default: 0]
      waitingOf[entry.owner, default: 0] += 1
      if running[entry.owner, default: 0] < perOwner { candidates.append((index, ahead)) }
    }
    // Students new to the queue run on all workers but one while anyone else waits.
    let youngCapped = weighsTenure && classroom && width > 1 && youngRunning(at: now) >= width - 1
    let keyed = candidates.compactMap { candidate -> (Int, [Int])? in
      let entry = waiting[candidate.index]
      let tenure = weighsTenure ? used.tenure(of: entry.owner, at: now) : 0
      if youngCapped, tenure < WorkerTime.establishedTenure,
        candidates.contains(where: {
          used.tenure(of: waiting[$0.index].owner, at: now) >= WorkerTime.establishedTenure
        })
      {
        return nil
      }
      let standing = (WorkerTime.weightClass(used.peak(of: entry.owner, at: now)), tenure)
      return (
        candidate.index,
        order(entry, ahead: candidate.ahead, standing: standing, at: now, waitingOf)
      )
    }
    guard let (chosen, _) = keyed.min(by: { $0.1.lexicographicallyPrecedes($1.1) }) else {
      return nil
    }
    let entry = waiting.remove(at: chosen)
    clock += 1
    running[entry.owner, default: 0] += 1
    runningAt[entry.address, default: 0] += 1
    touchedOwner[entry.owner] = clock
    touchedAddress[entry.address] = clock
    return entry
  }

  /// The order runs are served in: the address with the fewest at work, served (or first
  /// seen) longest ago; then the run with the fewest of its student's runs ahead of it, of the
  /// student with the fewest waiting, in the lightest class of longest recent run
  /// (`standing.weight`, ``WorkerTime/weightClass(_:)``); then the one that arrived first,
  /// each student's run counted as arriving earlier by their head start
  /// (``WorkerTime/headStart(tenure:)``, a few seconds: tenure orders, never starves); then
  /// the student served (or first seen) longest ago; then arrival.
  private func order(
    _ entry: Entry, ahead: Int, standing: (weight: Int, tenure: Int),
    at now: ContinuousClock.Instant, _ waitingOf: [String: Int]
  ) -> [Int] {
    let arrival =
      weighsTenure
      ? Self.milliseconds(entry.arrived - now - WorkerTime.headStart(tenure: standing.tenure)) : 0
    return [
      runningAt[entry.address, default: 0], touchedAddress[entry.address, default: 0], ahead,
      waitingOf[entry.owner, default: 0], standing.weight, arrival,
      touchedOwner[entry.owner, default: 0], entry.sequence,
    ]
  }

  /// Runs at work now of students new to the queue (tenure below
  /// ``WorkerTime/establishedTenure``).
  private func youngRunning(at now: ContinuousClock.Instant) -> Int {
    running.reduce(0) { sum, owner in
      sum + (used.tenure(of: owner.key, at: now) < WorkerTime.establishedTenure ? owner.value : 0)
    }
  }

  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  /// A run of `owner` from `address` ended, after `took` at work, at `now`; it weighs in the
  /// student's record (``WorkerTime``) when `counted` (not a tab opened, not a run dropped).
  mutating func finished(
    owner: String, address: String, took: Duration = .zero, counted: Bool = true,
    at now: ContinuousClock.Instant = .now
  ) {
    if counted { used.add(took, to: owner, at: now) }
    running[owner, default: 1] -= 1
    if running[owner] == 0 { running[owner] = nil }
    runningAt[address, default: 1] -= 1
    if runningAt[address] == 0 { runningAt[address] = nil }
  }

  /// Runs at work now.
  var runningCount: Int { running.values.reduce(0, +) }

  /// Whether the queue takes no more runs (the server stops).
  private(set) var closed = false

  /// Takes no more runs and gives back every run waiting (answer them: the server stops).
  mutating func close() -> [Entry] {
    closed = true
    defer { waiting.removeAll() }
    return waiting
  }

}
