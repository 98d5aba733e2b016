import TutorSupport

/// The run pool's bookkeeping, without threads: who waits, who runs, who is served next
/// (``RunPool`` holds it under a lock).
///
/// Fair to the class, not first come first served:
/// - **In turn.** A free worker takes the run of the address (one client: a browser, or a
///   school behind one) with the fewest runs at work, then of its student with the fewest,
///   each the one served longest ago; a student or an address that never ran comes first. One
///   client that made thirty students is one address: its runs take turns with everyone
///   else's, never their places.
/// - **Below the workers.** In a classroom a student runs at most `width - 1` runs at once, so
///   a worker frees for someone else within one run.
/// - **Each one's own share.** A student has at most `share` runs waiting or running (429 past
///   it). When `capacity` runs wait in all, the newest run of the address with the most
///   waiting — of its student with the most — gives way to a new one from elsewhere (503 to
///   it): a full queue refuses the asker only when their own runs fill it.
struct RunQueue<Job> {
  /// One run: whose, from where, in which order it came.
  struct Entry {
    let owner: String
    let address: String
    let sequence: Int
    let job: Job
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
  private var running: [String: Int] = [:]
  private var runningAt: [String: Int] = [:]
  private var servedOwner: [String: Int] = [:]
  private var servedAddress: [String: Int] = [:]
  private var clock = 0
  private var arrivals = 0

  /// A queue for `width` workers; in a `classroom` one student keeps a worker free for others.
  init(width: Int, share: Int, capacity: Int, classroom: Bool) {
    self.width = max(1, width)
    self.share = max(1, share)
    self.capacity = max(1, capacity)
    perOwner = classroom ? max(1, self.width - 1) : self.width
  }

  /// The message a refused or evicted run is answered with when the queue is full.
  static var queueFull: WebError {
    WebError(.serviceUnavailable, Message("web.error.queue-full", ["seconds": 10]), retryAfter: 10)
  }

  /// Lets `job` wait, or says why not.
  mutating func admit(_ job: Job, owner: String, address: String) -> Admission {
    let owned = waiting.count { $0.owner == owner } + running[owner, default: 0]
    if owned >= share {
      return .refused(WebError(.tooManyRequests, Message("web.error.busy", ["count": share])))
    }
    var evicted: Entry?
    if waiting.count >= capacity {
      guard let victim = heaviest(asker: owner, address: address) else {
        return .refused(Self.queueFull)
      }
      evicted = waiting.remove(at: victim)
    }
    arrivals += 1
    waiting.append(Entry(owner: owner, address: address, sequence: arrivals, job: job))
    return .admitted(evicted: evicted)
  }

  /// The index of the newest waiting run of the student with the most waiting runs, of the
  /// address with the most — counting the asker's new run, ties going to the asker (an equal
  /// share of the queue is never taken from someone else); nil when that is the asker's.
  private func heaviest(asker: String, address: String) -> Int? {
    var addresses = Dictionary(grouping: waiting, by: \.address).mapValues(\.count)
    addresses[address, default: 0] += 1
    guard let top = addresses.values.max() else { return nil }
    let heavyAddress =
      addresses[address] == top ? address : addresses.first { $0.value == top }?.key ?? address
    var owners = Dictionary(grouping: waiting.filter { $0.address == heavyAddress }, by: \.owner)
      .mapValues(\.count)
    if heavyAddress == address { owners[asker, default: 0] += 1 }
    guard let most = owners.values.max(), owners[asker] != most,
      let heavyOwner = owners.first(where: { $0.value == most })?.key
    else { return nil }
    return waiting.lastIndex { $0.owner == heavyOwner }
  }

  /// Takes the run to start now, and counts it as at work; nil when none may start.
  mutating func next() -> Entry? {
    let candidates = waiting.indices.filter { running[waiting[$0].owner, default: 0] < perOwner }
    guard
      let chosen = candidates.min(by: {
        order(waiting[$0]).lexicographicallyPrecedes(order(waiting[$1]))
      })
    else { return nil }
    let entry = waiting.remove(at: chosen)
    clock += 1
    running[entry.owner, default: 0] += 1
    runningAt[entry.address, default: 0] += 1
    servedOwner[entry.owner] = clock
    servedAddress[entry.address] = clock
    return entry
  }

  /// The order runs are served in: fewest at work from the address, then of the student;
  /// served longest ago (never first); arrived first.
  private func order(_ entry: Entry) -> [Int] {
    [
      runningAt[entry.address, default: 0], running[entry.owner, default: 0],
      servedAddress[entry.address, default: 0], servedOwner[entry.owner, default: 0],
      entry.sequence,
    ]
  }

  /// A run of `owner` from `address` ended.
  mutating func finished(owner: String, address: String) {
    running[owner, default: 1] -= 1
    if running[owner] == 0 { running[owner] = nil }
    runningAt[address, default: 1] -= 1
    if runningAt[address] == 0 { runningAt[address] = nil }
  }

  /// Runs at work now.
  var runningCount: Int { running.values.reduce(0, +) }
}
