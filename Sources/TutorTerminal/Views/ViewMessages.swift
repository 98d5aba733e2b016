import LessonKit
import TutorSupport

/// The sentences of the shared views — lessons, a lesson, a hint, progress — (the catalog's
/// `repl.view.*` keys), rendered by each view in its language.
extension Message {
  /// The marks of the lesson list.
  static let legend = Message("repl.view.legend")

  /// Under the lesson list.
  static func courseSummary(lessons: Int, passed: Int, total: Int) -> Message {
    Message("repl.view.course-summary", ["lessons": lessons, "passed": passed, "total": total])
  }

  /// A course without lessons (the views and `:lesson`).
  static let noLessons = Message("repl.no-lessons")

  /// Above a lesson's exercises.
  static func exercisesHeading(_ passed: Int, of total: Int) -> Message {
    Message("repl.view.exercises-heading", ["passed": passed, "total": total])
  }

  /// A lesson without exercises.
  static let noExercises = Message("repl.view.no-exercises")

  /// Beside a passed exercise.
  static let passedNote = Message("repl.view.passed")

  /// Beside an exercise whose hints the learner took.
  static func hintsSeen(_ seen: Int, of total: Int) -> Message {
    Message("repl.view.hints-seen", ["seen": seen, "total": total])
  }

  /// Above a hint.
  static func hintHeader(_ number: Int, of total: Int, _ id: String, named: Bool = false)
    -> Message
  {
    named
      ? Message("repl.view.hint-header-named", ["number": number, "total": total, "id": id])
      : Message("repl.view.hint-header", ["number": number, "total": total, "id": id])
  }

  /// Under a hint: how many are left.
  static func hintsLeft(_ left: Int) -> Message {
    switch left {
    case 0: return Message("repl.view.hints-left.none")
    case 1: return Message("repl.view.hints-left.one", ["left": left])
    default: return Message("repl.view.hints-left.other", ["left": left])
    }
  }

  /// Above every hint again, once all were shown.
  static func noHintsLeft(_ total: Int, _ id: String) -> Message {
    Message("repl.view.no-hints-left", ["total": total, "id": id])
  }

  /// An exercise without hints.
  static func noHints(_ id: String) -> Message {
    Message("repl.view.no-hints", ["id": id])
  }

  /// The progress view's title.
  static let progressTitle = Message("repl.view.progress-title")

  /// A lesson without exercises, in the progress view.
  static let noExercisesShort = Message("repl.view.no-exercises-short")

  /// The totals as separate phrases, for the view to join (with ``totalsSeparator``) or wrap.
  static func totals(passed: Int, total: Int, lessonsDone: Int, lessons: Int, hints: Int)
    -> [Message]
  {
    let percent = total == 0 ? 0 : passed * 100 / total
    return [
      Message(
        "repl.view.totals.passed", ["passed": passed, "total": total, "percent": percent]),
      Message("repl.view.totals.lessons", ["done": lessonsDone, "lessons": lessons]),
      hints == 1
        ? Message("repl.view.totals.hints.one", ["hints": hints])
        : Message("repl.view.totals.hints.other", ["hints": hints]),
    ]
  }

  /// What joins two phrases of the totals: the catalog's `{first} · {second}` pattern with both
  /// left empty.
  static let totalsSeparator = Message("repl.view.totals.pair", ["first": "", "second": ""])

  /// The exercise to do next, and its lesson.
  static func nextExercise(_ id: String, lesson title: String) -> Message {
    Message("repl.view.next", ["id": id, "title": title])
  }

  /// Every exercise of the course is passed.
  static let coursePassed = Message("repl.view.all-passed")
}
