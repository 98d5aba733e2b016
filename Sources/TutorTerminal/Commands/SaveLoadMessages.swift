import LessonKit
import TutorSupport

/// What `:save` and `:load` say (the catalog's `repl.save.*` and `repl.load.*` keys).
extension Message {
  /// `:save` without a file.
  static let saveUsage = Message("repl.save.usage")

  /// `:load` without a file.
  static let loadUsage = Message("repl.load.usage")

  /// `:save` before any input was kept.
  static let nothingToSave = Message("repl.save.nothing")

  /// `:save` wrote `count` inputs to `path`.
  static func saved(_ count: Int, to path: String) -> Message {
    count == 1
      ? Message("repl.save.done.one", ["count": count, "path": path])
      : Message("repl.save.done.other", ["count": count, "path": path])
  }

  /// `:save` could not write `path`.
  static func notSaved(_ path: String, _ reason: String) -> Message {
    Message("repl.save.failed", ["path": path, "reason": reason])
  }

  /// `:load` could not read `path`.
  static func notLoaded(_ path: String, _ reason: String) -> Message {
    Message("repl.load.failed", ["path": path, "reason": reason])
  }

  /// `:load` ran `count` inputs from `path`.
  static func loaded(_ count: Int, from path: String) -> Message {
    count == 1
      ? Message("repl.load.done.one", ["count": count, "path": path])
      : Message("repl.load.done.other", ["count": count, "path": path])
  }

  /// `:load` stopped at the input on `line` of `path`, after `done` inputs ran.
  static func loadStopped(_ path: String, line: Int, done: Int) -> Message {
    Message("repl.load.stopped", ["path": path, "line": line, "done": done])
  }
}
