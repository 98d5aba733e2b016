import Dispatch
import Synchronization

/// Work started on another thread now, whose result is waited for later.
package final class Background<Value: Sendable>: Sendable {
  private let result = Mutex<Result<Value, any Error>?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on a global queue.
  package init(_ work: @escaping @Sendable () throws -> Value) {
    DispatchQueue.global().async { [self] in
      let value = Result { try work() }
      result.withLock { $0 = value }
      done.signal()
    }
  }

  /// The work's value, waiting for it; rethrows its error.
  package func wait() throws -> Value {
    done.wait()
    done.signal()
    guard let stored = result.withLock({ $0 }) else {
      preconditionFailure("the semaphore is signalled only after the result is stored")
    }
    return try stored.get()
  }
}

/// Work that can be waited for without its value: what a ``GradingJob`` leaves no thread of
/// running when it ends.
protocol Settling {
  /// Waits for the work; its value and error are dropped.
  func settle()
}

extension Background: Settling {
  func settle() { _ = try? wait() }
}
