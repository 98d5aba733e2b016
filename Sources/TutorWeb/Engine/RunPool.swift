import Foundation
import Synchronization
import TutorSupport

/// Runs the engine's blocking work (compiling, grading, running in the jail) off the server's
/// threads, on `width` worker threads that live as long as the server; the rest waits its turn
/// in arrival order. Twenty students pressing Check together queue here instead of starting
/// forty compilers on two cores.
///
/// The workers never end, and that matters: a jailed process dies with the *thread* that
/// started it (`bwrap --die-with-parent` is `PR_SET_PDEATHSIG`, which Linux ties to the thread),
/// so a scratch tab's live process started from a short-lived thread would end with it.
///
/// What is fair: each owner (a student, or the local learner) has at most `share` runs queued
/// or running (429 past it), so a client that sends endless loops and hangs up cannot fill the
/// queue for everyone else, and one student's runs never take another student's place; and at
/// most `queue` runs wait in all (503 past it, with when to try again), so the queue stays
/// shorter than anyone would wait for.
final class RunPool: Sendable {
  private struct Ledger {
    var owned: [String: Int] = [:]
    var waiting = 0
  }

  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let ready = DispatchSemaphore(value: 0)
  private let ledger = Mutex(Ledger())
  private let share: Int
  private let queue: Int

  /// A pool of `width` worker threads; an owner may have `share` runs in it at once, and at
  /// most `queue` runs wait for a worker.
  init(width: Int, share: Int, queue: Int = 64) {
    self.share = max(1, share)
    self.queue = max(1, queue)
    for _ in 0..<max(1, width) {
      let thread = Thread { [self] in
        while true { next()() }
      }
      thread.stackSize = 4 << 20
      thread.start()
    }
  }

  /// Runs `work` for `owner` on a worker once one is free, and returns what it returned; 429
  /// when the owner already has its share of runs waiting or running, 503 when the queue is
  /// full.
  func run<Value: Sendable>(
    for owner: String, _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    let refusal: WebError? = ledger.withLock { ledger in
      if ledger.owned[owner, default: 0] >= share {
        return WebError(.tooManyRequests, Message("web.error.busy", ["count": share]))
      }
      if ledger.waiting >= queue {
        return WebError(
          .serviceUnavailable, Message("web.error.queue-full", ["seconds": 10]), retryAfter: 10)
      }
      ledger.owned[owner, default: 0] += 1
      ledger.waiting += 1
      return nil
    }
    if let refusal { throw refusal }
    defer {
      ledger.withLock { ledger in
        ledger.owned[owner, default: 1] -= 1
        if ledger.owned[owner] == 0 { ledger.owned[owner] = nil }
      }
    }
    return try await withCheckedThrowingContinuation { continuation in
      jobs.withLock { $0.append { continuation.resume(with: Result { try work() }) } }
      ready.signal()
    }
  }

  /// Runs waiting for a worker now.
  var waitingCount: Int { ledger.withLock { $0.waiting } }

  /// Waits for the next job; it no longer counts as waiting.
  private func next() -> @Sendable () -> Void {
    ready.wait()
    let job = jobs.withLock { $0.removeFirst() }
    ledger.withLock { $0.waiting -= 1 }
    return job
  }
}
