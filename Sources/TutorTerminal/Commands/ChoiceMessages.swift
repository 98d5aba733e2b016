import LessonKit
import TutorSupport

/// What the REPL says when it must know which exercise is meant (the catalog's `repl.choice.*`
/// keys).
extension Message {
  /// Above the list of the lesson's exercises: none is open.
  static func noneOpen(_ lesson: String) -> Message {
    Message("repl.choice.none-open", ["lesson": lesson])
  }

  /// After a passed exercise in the list.
  static let passedMark = Message("repl.choice.passed-mark")

  /// After the exercise `:progress` calls next.
  static let nextMark = Message("repl.choice.next-mark")

  /// The question under the list.
  static let whichExercise = Message("repl.choice.question")

  /// An empty answer, or none.
  static let nothingChosen = Message("repl.choice.nothing-chosen")

  /// An answer that names no exercise of the lesson.
  static func noSuchChoice(_ answer: String, count: Int) -> Message {
    Message("repl.choice.no-such", ["answer": answer, "count": count])
  }

  /// `:check` before the exercise's file exists.
  static func noFile(_ id: String, _ path: String) -> Message {
    Message("repl.choice.no-file", ["id": id, "path": path])
  }

  /// `:hint` after a pass goes to the next exercise.
  static func hintMovesOn(passed: String, next: String) -> Message {
    Message("repl.choice.hint-moves-on", ["passed": passed, "next": next])
  }

  /// `:hint` when every exercise is passed.
  static let noHintsNeeded = Message("repl.choice.all-passed")
}
