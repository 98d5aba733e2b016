import LessonKit
import TutorSupport

/// What the `:commands` for lessons, exercises and the language say (the catalog's `repl.*`
/// keys), shown by the REPL in the learner's language.
extension Message {
  /// No lesson matches `:lesson QUERY`.
  static func unknownLesson(_ query: String) -> Message {
    Message("repl.unknown-lesson", ["query": query])
  }

  /// `:next` past the last lesson.
  static let lastLesson = Message("repl.last-lesson")

  /// `:prev` before the first lesson.
  static let firstLesson = Message("repl.first-lesson")

  /// `:run` without a valid example number; `count` is how many the lesson has.
  static func runUsage(examples count: Int) -> Message {
    count == 0 ? Message("repl.run-usage") : Message("repl.run-usage-range", ["count": count])
  }

  /// No exercise has the id typed.
  static func unknownExercise(_ query: String) -> Message {
    Message("repl.unknown-exercise", ["query": query])
  }

  /// The current lesson has no exercises.
  static let noExercise = Message("repl.no-exercise")

  /// Where the exercise file is, written now or kept as it was.
  static func fileReady(_ path: String, created: Bool) -> Message {
    created
      ? Message("repl.file-ready.created", ["path": path])
      : Message("repl.file-ready.kept", ["path": path])
  }

  /// A file that is not UTF-8 text.
  static func fileUnreadable(_ path: String) -> Message {
    Message("repl.file-unreadable", ["path": path])
  }

  /// A pass, and what comes next in the lesson (nil: the lesson is done).
  static func passed(_ id: String, next: String?) -> Message {
    guard let next else { return Message("repl.passed.lesson-done", ["id": id]) }
    return Message("repl.passed.next", ["id": id, "next": next])
  }

  /// The question before an early solution.
  static let solutionLocked = Message("repl.solution-locked")

  /// The answer to a "no" to ``solutionLocked``: nothing shown, and what helps instead.
  static let solutionKept = Message("repl.solution-kept")

  /// `:edit` could not start the editor.
  static func editorFailed(_ problem: EditorLauncher.Problem) -> Message {
    let reason: any CustomStringConvertible
    switch problem.reason {
    case .noEditor: reason = Message("repl.editor.no-editor")
    case .notStarted(let description): reason = description
    // 127: the shell found no such command (an EDITOR that is not installed).
    case .exitStatus(127): reason = Message("repl.editor.not-found")
    case .exitStatus(let status): reason = Message("repl.editor.exit-status", ["status": status])
    }
    return Message(
      "repl.editor-failed",
      ["editor": problem.editor, "reason": reason, "advice": Message("repl.editor.advice")])
  }

  /// Back from `:edit`.
  static let edited = Message("repl.edited")

  /// `:reset` with an argument it does not take.
  static let resetUsage = Message("repl.reset-usage")

  /// `:reset exercise` restored the starter; `backup` names the old file kept beside it.
  static func starterRestored(_ path: String, backup: String?) -> Message {
    guard let backup else { return Message("repl.starter-restored", ["path": path]) }
    return Message("repl.starter-restored.kept", ["path": path, "backup": backup])
  }

  /// `:reset exercise` could not write the starter.
  static func resetFailed(_ reason: String) -> Message {
    Message("repl.reset-failed", ["reason": reason])
  }

  /// `:reset` forgot the session.
  static let sessionCleared = Message("repl.session-cleared")

  /// `:lang` alone: the language shown, and how to switch.
  static let currentLanguage = Message("repl.language.current")

  /// `:lang` with a language the tutor does not speak.
  static func unknownLanguage(_ name: String) -> Message {
    Message("repl.language.unknown", ["lang": name])
  }

  /// Said after `:lang`, in the language just chosen.
  static let languageSet = Message("repl.language-set")
}
