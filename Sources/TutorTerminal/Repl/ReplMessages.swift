import LessonKit
import TutorSupport

/// What the REPL's loop says around the learner's input (the catalog's `repl.*` keys), and what
/// `watch` says too; the REPL shows them in the learner's language (`say(.welcome)`,
/// `complain(.interrupted)`).
extension Message {
  /// The greeting under the first lesson.
  static let welcome = Message("repl.welcome")

  /// A `:command` the REPL does not know.
  static func unknownCommand(_ name: String) -> Message {
    Message("repl.unknown-command", ["name": name])
  }

  /// After an input that was not kept.
  static let sessionUnchanged = Message("repl.session-unchanged")

  /// Ctrl-C stopped the work.
  static let interrupted = Message("repl.interrupted")

  /// An input that did not compile, when the compiler said nothing.
  static let notCompiled = Message("repl.not-compiled")

  /// An input that crashed, when the crash said nothing.
  static let crashed = Message("repl.crashed")

  /// The tool could not run an input.
  static func runFailed(_ error: any Error) -> Message {
    Message("repl.run-failed", ["error": said(error)])
  }

  /// What `error` says: its message in the learner's language when it has one.
  private static func said(_ error: any Error) -> any CustomStringConvertible {
    (error as? any MessageError)?.message ?? "\(error)"
  }

  /// The tool could not grade a file.
  static func gradeFailed(_ error: any Error) -> Message {
    Message("repl.grade-failed", ["error": said(error)])
  }

  /// The exercise file could not be written.
  static func writeFailed(_ reason: String) -> Message {
    Message("repl.write-failed", ["reason": reason])
  }

  /// A file that could not be read.
  static func readFailed(_ path: String) -> Message {
    Message("repl.read-failed", ["path": path])
  }

  /// Said while the live session's modules are built, once per toolchain.
  static let preparingSession = Message("repl.preparing-session")

  /// The line history could not be saved.
  static func historyNotSaved(_ problem: any Error) -> Message {
    Message("session.history-not-saved", ["reason": "\(problem)"])
  }

  /// The heading over an input's compiler warnings.
  static func warningsFrame(_ count: Int) -> Message {
    count == 1
      ? Message("repl.warnings.one")
      : Message("repl.warnings.other", ["count": count])
  }

  /// The one line saying the live process was started again and the earlier inputs re-ran.
  static func restarted(replayed: Int, dropped: Int) -> Message {
    if replayed == 0, dropped == 0 { return Message("repl.restarted.fresh") }
    let note: any CustomStringConvertible
    switch dropped {
    case 0: note = ""
    case 1: note = Message("repl.restarted.dropped.one", ["dropped": dropped])
    default: note = Message("repl.restarted.dropped.other", ["dropped": dropped])
    }
    let arguments: KeyValuePairs<String, any CustomStringConvertible> = [
      "replayed": replayed, "dropped": note,
    ]
    return replayed == 1
      ? Message("repl.restarted.replayed.one", arguments)
      : Message("repl.restarted.replayed.other", arguments)
  }
}
