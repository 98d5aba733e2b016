import Foundation
import Grading
import SwiftToolchain
import TutorSupport

/// swift-tutor's one error: a message from the catalog and the exit status it means
/// (docs/design.md, "Exit statuses").
///
/// Commands throw it; nothing prints it but `main`, once, in the language the command's `--lang`
/// chose (``LanguageOption/forErrors(of:)``). A student's failing code is never a `TutorError`:
/// it is a `fail` or `error` result.
struct TutorError: MessageError {
  /// What kind of failure, which decides the exit status.
  enum Kind {
    /// Exit 2: bad usage, unknown exercise or lesson, unreadable input.
    case usage
    /// Exit 3: this machine lacks something the command needs (the jail).
    case unavailable
    /// Exit 3: the tool or the toolchain failed.
    case `internal`
  }

  let kind: Kind
  let message: Message

  static func usage(_ message: Message) -> TutorError { TutorError(kind: .usage, message: message) }

  static func unavailable(_ message: Message) -> TutorError {
    TutorError(kind: .unavailable, message: message)
  }

  static func `internal`(_ message: Message) -> TutorError {
    TutorError(kind: .internal, message: message)
  }

  /// A lower layer's error as an internal error: the evaluator's in its catalog words, others
  /// as they describe themselves.
  static func `internal`(_ error: any Error) -> TutorError {
    if let error = error as? EvaluatorError { return .internal(error.message) }
    return .internal(.detail(String(describing: error)))
  }

  /// The exit status.
  var exitCode: Int32 { kind == .usage ? 2 : 3 }

  /// The line `main` prints: `swift-tutor: …`, with "internal error" for the tool's own failures.
  func text(_ language: Language) -> String {
    let said = message.text(language)
    return kind == .internal
      ? Catalog.text("cli.internal-error", language, ["detail": said])
      : "swift-tutor: " + said
  }
}

/// The sentences errors are made of that more than one command says.
extension Message {
  /// Text that is already a sentence (a lower layer's description of itself), as a message.
  static func detail(_ text: String) -> Message {
    Message("cli.detail", ["detail": text])
  }

  /// A file the command was given cannot be read.
  static func cannotRead(_ path: String) -> Message {
    Message("cli.cannot-read", ["path": VisibleText.line(path)])
  }
}
