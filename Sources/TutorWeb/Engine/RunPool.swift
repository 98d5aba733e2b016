import Foundation
import TutorSupport

/// Runs the engine's blocking work (compiling, grading, running in the jail) off the server's
/// threads, on `width` worker threads that live as long as the server, in the fair order of a
/// ``RunQueue``: twenty students pressing Check together queue here instead of starting forty
/// compilers on two cores, and one client's runs never take another's place.
///
/// The workers never end, and that matters: a jailed process dies with the *thread* that
/// started it (`bwrap --die-with-parent` is `PR_SET_PDEATHSIG`, which Linux ties to the thread),
/// so a scratch tab's live process started from a short-lived thread would end with it.
final class RunPool: Sendable {
  /// A run's turn, given or refused; returns whether what it did counts as the student's run
  /// (``RunQueue/finished(owner:address:took:counted:at:)``), and what hands its answer to
  /// the asker — called once the queue has counted the run done, so that an asker who asks
  /// again at once finds their turn free (a page's Ctrl-I right after an answered completion
  /// was refused as "still waiting").
  private typealias Job = @Sendable (Result<Void, WebError>) -> (counted: Bool, answer: Answer)
  private typealias Answer = @Sendable () -> Void

  private let condition = NSCondition()
  /// Guarded by ``condition``.
  nonisolated(unsafe) private var queue: RunQueue<Job>

  /// A pool of `width` worker threads; a student may have `share` runs in it at once, at most
  /// `queue` runs wait, and in a `classroom` no student holds every worker (``RunQueue``).
  init(width: Int, share: Int, queue: Int = 64, classroom: Bool = true, weighsTenure: Bool = true) {
    self.queue = RunQueue(
      width: width, share: share, capacity: queue, classroom: classroom,
      weighsTenure: weighsTenure)
    for _ in 0..<max(1, width) {
      let thread = Thread { [self] in
        while true { work() }
      }
      thread.stackSize = 4 << 20
      thread.start()
    }
  }

  /// Runs `work` for `owner`, who asks from `address` (``ClientAddress/key(_:)``), on a worker
  /// in turn, and returns what it returned; 429 when the owner already has their share of runs
  /// waiting or running, 503 when the queue is full of their address's runs — or when a run
  /// of theirs waiting gave way to someone else's. A run whose asker has `abandoned` it (hung
  /// up) by its turn is not run. Work that is not a run of the student's code (`counts` false:
  /// opening a scratch tab) takes its turn but does not count as one of their runs, nor does
  /// a run not run: 4,400 tab opens in 13 s made a client's students look like diligent
  /// classmates (the eighth hostile reader).
  func run<Value: Sendable>(
    for owner: String, from address: String = "local", counts: Bool = true,
    abandoned: @escaping @Sendable () -> Bool = { false },
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let job: Job = { turn in
        switch turn {
        case .success where abandoned():
          return (false, { continuation.resume(throwing: CancellationError()) })
        case .success:
          let result = Result { try work() }
          return (counts, { continuation.resume(with: result) })
        case .failure(let refusal):
          return (false, { continuation.resume(throwing: refusal) })
        }
      }
      condition.lock()
      let admission = queue.admit(job, owner: owner, address: address)
      condition.broadcast()
      condition.unlock()
      switch admission {
      case .refused(let refusal): continuation.resume(throwing: refusal)
      case .admitted(let evicted): evicted?.job(.failure(RunQueue<Job>.queueFull)).answer()
      }
    }
  }

  /// Answers every run still waiting, and every one asked for from now on, 503: the server
  /// stops. Runs at work finish (each within its limits); the queue is not worked through — a
  /// client's sixty-four queued runs held a stopping server for minutes.
  func close() {
    condition.lock()
    let dropped = queue.close()
    condition.broadcast()
    condition.unlock()
    for entry in dropped { entry.job(.failure(RunQueue<Job>.stopping)).answer() }
  }

  /// Runs waiting for a worker now.
  var waitingCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return queue.waiting.count
  }

  /// Waits for the next run that may start, runs it, and counts it done.
  private func work() {
    condition.lock()
    var entry = queue.next()
    while entry == nil {
      condition.wait()
      entry = queue.next()
    }
    condition.unlock()
    guard let entry else { return }
    let started = ContinuousClock.now
    let (counted, answer) = entry.job(.success(()))
    let took = ContinuousClock.now - started
    condition.lock()
    queue.finished(owner: entry.owner, address: entry.address, took: took, counted: counted)
    condition.broadcast()
    condition.unlock()
    answer()
  }
}
