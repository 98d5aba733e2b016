import LessonKit
import TutorSupport

/// What the REPL says when it must know which exercise is meant: typed names for the catalog's
/// `repl.choice.*` messages.
enum ChoiceText {
  static func noneOpen(_ lesson: String, _ language: Language) -> String {
    Catalog.text("repl.choice.none-open", language, ["lesson": lesson])
  }

  static func passedMark(_ language: Language) -> String {
    Catalog.text("repl.choice.passed-mark", language)
  }

  static func nextMark(_ language: Language) -> String {
    Catalog.text("repl.choice.next-mark", language)
  }

  /// The question, as a prompt: a space follows an ASCII colon (a full-width `：` has its own).
  static func question(_ language: Language) -> String {
    let text = Catalog.text("repl.choice.question", language)
    return text.last?.isASCII == true ? text + " " : text
  }

  static func nothingChosen(_ language: Language) -> String {
    Catalog.text("repl.choice.nothing-chosen", language)
  }

  static func noSuchChoice(_ answer: String, count: Int, _ language: Language) -> String {
    Catalog.text("repl.choice.no-such", language, ["answer": answer, "count": count])
  }

  static func noFile(_ id: String, _ path: String, _ language: Language) -> String {
    Catalog.text("repl.choice.no-file", language, ["id": id, "path": path])
  }

  static func hintMovesOn(passed: String, next: String, _ language: Language) -> String {
    Catalog.text("repl.choice.hint-moves-on", language, ["passed": passed, "next": next])
  }

  static func allPassed(_ language: Language) -> String {
    Catalog.text("repl.choice.all-passed", language)
  }
}
