import Evaluator
import Foundation

/// The grader, made on first use: finding the toolchain, checking the module cache and probing
/// the sandbox take tens of milliseconds (half a minute on a first run), which the REPL's
/// first prompt should not wait for. ``warmUp()`` starts the work on a background thread.
public final class GraderSource: @unchecked Sendable {
  // @unchecked: `made` and `make` are only read and written while `lock` is held.
  private let lock = NSLock()
  private var made: Result<Grader, any Error>?
  private var make: (@Sendable () throws -> Grader)?

  /// A grader made by `make` on first use.
  public init(_ make: @escaping @Sendable () throws -> Grader) { self.make = make }

  /// A grader that exists already.
  public init(_ grader: Grader) { made = .success(grader) }

  /// Starts making the grader in the background, so it is ready when first needed.
  public func warmUp() {
    Thread.detachNewThread { [self] in _ = try? self.grader() }
  }

  /// The grader; the first caller makes it (others wait), failures are kept and thrown again.
  public func grader() throws -> Grader {
    lock.lock()
    defer { lock.unlock() }
    if let made { return try made.get() }
    let result = Result { () throws -> Grader in
      guard let make else { throw CocoaError(.featureUnsupported) }
      return try make()
    }
    made = result
    make = nil
    return try result.get()
  }
}
