import Foundation
public import Grading
import Synchronization

/// The grader, made on first use: finding the toolchain, checking the module cache and probing
/// the sandbox take tens of milliseconds (half a minute on a first run), which the REPL's
/// first prompt should not wait for. ``warmUp()`` starts the work on a background thread.
public final class GraderSource: Sendable {
  /// How to make the grader, until it is made; then the grader or why it could not be made.
  private enum State {
    case waiting(@Sendable () throws -> Grader)
    case made(Result<Grader, any Error>)
  }

  private let state: Mutex<State>

  /// A grader made by `make` on first use.
  public init(_ make: @escaping @Sendable () throws -> Grader) { state = Mutex(.waiting(make)) }

  /// A grader that exists already.
  public init(_ grader: Grader) { state = Mutex(.made(.success(grader))) }

  /// Starts making the grader in the background, so it is ready when first needed.
  public func warmUp() {
    Thread.detachNewThread { [self] in _ = try? self.grader() }
  }

  /// The grader; the first caller makes it (others wait), failures are kept and thrown again.
  public func grader() throws -> Grader {
    try state.withLock { state throws -> Grader in
      switch state {
      case .made(let result):
        return try result.get()
      case .waiting(let make):
        let result = Result { try make() }
        state = .made(result)
        return try result.get()
      }
    }
  }
}
