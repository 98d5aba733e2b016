import Foundation
import Synchronization

/// Runs the engine's blocking work (compiling, grading, running in the jail) off the server's
/// threads, on `width` worker threads that live as long as the server; the rest waits its turn
/// in arrival order. Twenty students pressing Check together queue here instead of starting
/// forty compilers on two cores.
///
/// The workers never end, and that matters: a jailed process dies with the *thread* that
/// started it (`bwrap --die-with-parent` is `PR_SET_PDEATHSIG`, which Linux ties to the thread),
/// so a scratch tab's live process started from a short-lived thread would end with it.
final class RunPool: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let ready = DispatchSemaphore(value: 0)

  /// A pool of `width` worker threads.
  init(width: Int) {
    for _ in 0..<max(1, width) {
      let thread = Thread { [self] in
        while true { next()() }
      }
      thread.stackSize = 4 << 20
      thread.start()
    }
  }

  /// Runs `work` on a worker once one is free, and returns what it returned.
  func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
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
