import LessonKit
import TutorSupport

/// The sentences of `:save` and `:load`: typed names for the catalog's `repl.save.*` and
/// `repl.load.*` messages.
enum SaveLoadText {
  static func saveUsage(_ language: Language) -> String {
    Catalog.text("repl.save.usage", language)
  }

  static func loadUsage(_ language: Language) -> String {
    Catalog.text("repl.load.usage", language)
  }

  static func nothingToSave(_ language: Language) -> String {
    Catalog.text("repl.save.nothing", language)
  }

  static func saved(_ count: Int, _ path: String, _ language: Language) -> String {
    count == 1
      ? Catalog.text("repl.save.done.one", language, ["count": count, "path": path])
      : Catalog.text("repl.save.done.other", language, ["count": count, "path": path])
  }

  static func notSaved(_ path: String, _ reason: String, _ language: Language) -> String {
    Catalog.text("repl.save.failed", language, ["path": path, "reason": reason])
  }

  static func notLoaded(_ path: String, _ reason: String, _ language: Language) -> String {
    Catalog.text("repl.load.failed", language, ["path": path, "reason": reason])
  }

  static func loaded(_ count: Int, _ path: String, _ language: Language) -> String {
    count == 1
      ? Catalog.text("repl.load.done.one", language, ["count": count, "path": path])
      : Catalog.text("repl.load.done.other", language, ["count": count, "path": path])
  }

  static func stopped(_ path: String, _ line: Int, _ done: Int, _ language: Language) -> String {
    Catalog.text("repl.load.stopped", language, ["path": path, "line": line, "done": done])
  }
}
