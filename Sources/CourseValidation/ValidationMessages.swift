import Foundation
import SwiftToolchain
import TutorSupport

/// The sentences `validate` says more than once (the catalog's `judge.validate` keys), each
/// named here once and used where the problem is found.
extension Message {
  /// The starter of `exercise` does not compile or stops before its first check: `summary`
  /// says why.
  static func starterBroken(_ exercise: String, _ summary: String) -> Message {
    Message("judge.validate.starter-broken", ["exercise": exercise, "summary": summary])
  }

  /// The course could not be checked here: `error` (the tool's or the toolchain's failure).
  static func cannotCheck(_ error: any Error, _ language: Language) -> Message {
    Message("judge.validate.cannot-check", ["error": EvaluatorError.text(of: error, language)])
  }

  /// The compiler's `message` about the exercise's `checks.swift` (or a file it includes).
  static func checksError(_ message: String) -> Message {
    Message("judge.validate.checks-error", ["message": message])
  }
}
