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
/// Each owner (a student, or the local learner) has at most `share` runs queued or running: a
/// client that sends endless loops and hangs up cannot fill the queue for everyone else.
final class RunPool: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let ready = DispatchSemaphore(value: 0)
  private let owned = Mutex<[String: Int]>([:])
  private let share: Int

  /// A pool of `width` worker threads; an owner may have `share` runs in it at once.
  init(width: Int, share: Int) {
    self.share = max(1, share)
    for _ in 0..<max(1, width) {
      let thread = Thread { [self] in
        while true { next()() }
      }
      thread.stackSize = 4 << 20
      thread.start()
    }
  }

  /// Runs `work` for `owner` on a worker once one is free, and returns what it returned; 429
  /// when the owner already has its share of runs waiting or running.
  func run<Value: Sendable>(
    for owner: String, _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    let admitted = owned.withLock { counts in
      guard counts[owner, default: 0] < share else { return false }
      counts[owner, default: 0] += 1
      return true
    }
    guard admitted else {
      throw WebError(.tooManyRequests, Message("web.error.busy", ["count": share]))
    }
    defer {
      owned.withLock { counts in
        counts[owner, default: 1] -= 1
        if counts[owner] == 0 { counts[owner] = nil }
      }
    }
    return try await withCheckedThrowingContinuation { continuation in
      jobs.withLock { $0.append { continuation.resume(with: Result { try work() }) } }
      ready.signal()
    }
  }

  /// Waits for the next job.
  private func next() -> @Sendable () -> Void {
    ready.wait()
    return jobs.withLock { $0.removeFirst() }
  }
}
