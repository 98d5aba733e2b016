import LessonKit
import TutorSupport

/// The REPL's own sentences: typed names for the catalog's `repl.*` messages.
enum UIText {
  static func welcome(_ language: Language) -> String {
    Catalog.text("repl.welcome", language)
  }

  static func sessionUnchanged(_ language: Language) -> String {
    Catalog.text("repl.session-unchanged", language)
  }

  static func unknownCommand(_ name: String, _ language: Language) -> String {
    Catalog.text("repl.unknown-command", language, ["name": name])
  }

  static func noLessons(_ language: Language) -> String {
    Catalog.text("repl.no-lessons", language)
  }

  static func unknownLesson(_ query: String, _ language: Language) -> String {
    Catalog.text("repl.unknown-lesson", language, ["query": query])
  }

  static func unknownExercise(_ query: String, _ language: Language) -> String {
    Catalog.text("repl.unknown-exercise", language, ["query": query])
  }

  static func noExercise(_ language: Language) -> String {
    Catalog.text("repl.no-exercise", language)
  }

  static func lastLesson(_ language: Language) -> String {
    Catalog.text("repl.last-lesson", language)
  }

  static func firstLesson(_ language: Language) -> String {
    Catalog.text("repl.first-lesson", language)
  }

  static func sessionCleared(_ language: Language) -> String {
    Catalog.text("repl.session-cleared", language)
  }

  static func fileReady(_ path: String, created: Bool, _ language: Language) -> String {
    created
      ? Catalog.text("repl.file-ready.created", language, ["path": path])
      : Catalog.text("repl.file-ready.kept", language, ["path": path])
  }

  static func fileUnreadable(_ path: String, _ language: Language) -> String {
    Catalog.text("repl.file-unreadable", language, ["path": path])
  }

  static func passed(_ id: String, next: String?, _ language: Language) -> String {
    guard let next else { return Catalog.text("repl.passed.lesson-done", language, ["id": id]) }
    return Catalog.text("repl.passed.next", language, ["id": id, "next": next])
  }

  /// The question before an early solution; a prompt, so it ends with a space.
  static func solutionLocked(_ language: Language) -> String {
    Catalog.text("repl.solution-locked", language) + " "
  }

  /// Said in the language just chosen.
  static func languageSet(_ new: Language, _ language: Language) -> String {
    Catalog.text("repl.language-set", new)
  }

  static func editorFailed(_ problem: EditorLauncher.Problem, _ language: Language) -> String {
    let reason: String
    switch problem.reason {
    case .noEditor: reason = Catalog.text("repl.editor.no-editor", language)
    case .notStarted(let description): reason = description
    case .exitStatus(let status):
      reason = Catalog.text("repl.editor.exit-status", language, ["status": status])
    }
    return Catalog.text(
      "repl.editor-failed", language, ["editor": problem.editor, "reason": reason])
  }

  static func edited(_ language: Language) -> String {
    Catalog.text("repl.edited", language)
  }

  static func preparingSession(_ language: Language) -> String {
    Catalog.text("repl.preparing-session", language)
  }

  static func warningsFrame(_ count: Int, _ language: Language) -> String {
    count == 1
      ? Catalog.text("repl.warnings.one", language)
      : Catalog.text("repl.warnings.other", language, ["count": count])
  }

  static func interrupted(_ language: Language) -> String {
    Catalog.text("repl.interrupted", language)
  }

  /// The one line saying the live process was started again and the earlier inputs re-ran.
  static func restarted(replayed: Int, dropped: Int, _ language: Language) -> String {
    if replayed == 0, dropped == 0 { return Catalog.text("repl.restarted.fresh", language) }
    let note: String
    switch dropped {
    case 0: note = ""
    case 1: note = Catalog.text("repl.restarted.dropped.one", language, ["dropped": dropped])
    default: note = Catalog.text("repl.restarted.dropped.other", language, ["dropped": dropped])
    }
    let arguments: KeyValuePairs<String, any CustomStringConvertible> = [
      "replayed": replayed, "dropped": note,
    ]
    return replayed == 1
      ? Catalog.text("repl.restarted.replayed.one", language, arguments)
      : Catalog.text("repl.restarted.replayed.other", language, arguments)
  }
}
