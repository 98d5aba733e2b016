import LessonKit
import TutorSupport

/// The sentences of the shared views: typed names for the catalog's `repl.view.*` messages.
enum ViewText {
  static func legend(_ language: Language) -> String {
    Catalog.text("repl.view.legend", language)
  }

  static func courseSummary(lessons: Int, passed: Int, total: Int, _ language: Language) -> String {
    Catalog.text(
      "repl.view.course-summary", language, ["lessons": lessons, "passed": passed, "total": total])
  }

  static func noLessons(_ language: Language) -> String {
    Catalog.text("repl.no-lessons", language)
  }

  static func exercisesHeading(_ passed: Int, of total: Int, _ language: Language) -> String {
    Catalog.text("repl.view.exercises-heading", language, ["passed": passed, "total": total])
  }

  static func noExercises(_ language: Language) -> String {
    Catalog.text("repl.view.no-exercises", language)
  }

  static func passed(_ language: Language) -> String {
    Catalog.text("repl.view.passed", language)
  }

  static func hintsSeen(_ seen: Int, of total: Int, _ language: Language) -> String {
    Catalog.text("repl.view.hints-seen", language, ["seen": seen, "total": total])
  }

  static func hintHeader(_ number: Int, of total: Int, _ id: String, _ language: Language)
    -> String
  {
    Catalog.text(
      "repl.view.hint-header", language, ["number": number, "total": total, "id": id])
  }

  static func hintsLeft(_ left: Int, _ language: Language) -> String {
    switch left {
    case 0: return Catalog.text("repl.view.hints-left.none", language)
    case 1: return Catalog.text("repl.view.hints-left.one", language, ["left": left])
    default: return Catalog.text("repl.view.hints-left.other", language, ["left": left])
    }
  }

  static func noHintsLeft(_ total: Int, _ id: String, _ language: Language) -> String {
    Catalog.text("repl.view.no-hints-left", language, ["total": total, "id": id])
  }

  static func noHints(_ id: String, _ language: Language) -> String {
    Catalog.text("repl.view.no-hints", language, ["id": id])
  }

  static func progressTitle(_ language: Language) -> String {
    Catalog.text("repl.view.progress-title", language)
  }

  static func noExercisesShort(_ language: Language) -> String {
    Catalog.text("repl.view.no-exercises-short", language)
  }

  /// The totals as separate phrases, for the caller to join (with ``totalsSeparator(_:)``) or
  /// wrap.
  static func totals(
    passed: Int, total: Int, lessonsDone: Int, lessons: Int, hints: Int, _ language: Language
  ) -> [String] {
    let percent = total == 0 ? 0 : passed * 100 / total
    let used =
      hints == 1
      ? Catalog.text("repl.view.totals.hints.one", language, ["hints": hints])
      : Catalog.text("repl.view.totals.hints.other", language, ["hints": hints])
    return [
      Catalog.text(
        "repl.view.totals.passed", language,
        ["passed": passed, "total": total, "percent": percent]),
      Catalog.text(
        "repl.view.totals.lessons", language, ["done": lessonsDone, "lessons": lessons]),
      used,
    ]
  }

  /// What joins two phrases of the totals: the catalog's `{first} · {second}` pattern with both
  /// left empty.
  static func totalsSeparator(_ language: Language) -> String {
    Catalog.text("repl.view.totals.pair", language, ["first": "", "second": ""])
  }

  static func next(_ id: String, lesson title: String, _ language: Language) -> String {
    Catalog.text("repl.view.next", language, ["id": id, "title": title])
  }

  static func allPassed(_ language: Language) -> String {
    Catalog.text("repl.view.all-passed", language)
  }
}
