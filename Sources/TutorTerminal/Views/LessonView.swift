public import Learner
public import LessonKit
public import TutorSupport

/// A lesson as students read it, for `swift-tutor show` and the REPL's `:lesson`: the text
/// rendered by ``TerminalRenderer`` (title, summary, body with numbered runnable examples),
/// then the lesson's exercises with their titles and what the learner has done.
///
/// ```
/// ────────────────────────────────────────────────────────────
/// Exercises: 1 of 4 passed
///   ✓ servings-or-default  Servings, or one (passed)
///   · optional-binding     Describe a meal that might not be there (1/3 hints seen)
/// ```
public struct LessonView: Sendable {
  /// The lesson shown.
  public let lesson: Lesson
  /// What the learner passed and which hints they saw.
  public let progress: LearnerProgress
  /// The language of the text (English where the lesson is not translated).
  public let language: Language

  /// A view of `lesson` with `progress`, in `language`.
  public init(lesson: Lesson, progress: LearnerProgress, language: Language) {
    self.lesson = lesson
    self.progress = progress
    self.language = language
  }

  /// The rendered lesson and its exercise list, for `width` columns.
  ///
  /// ANSI styles when `color` is true. Ends without a newline.
  public func text(width: Int, color: Bool) -> String {
    let renderer = TerminalRenderer(width: width, style: color ? .ansi : .plain)
    return renderer.render(lesson: lesson, language: language) + "\n\n"
      + exerciseLines(width: renderer.width, paint: ViewPaint(ansi: color)).joined(separator: "\n")
  }

  /// A rule, `Exercises — 1 of 4 passed`, then one aligned row per exercise.
  func exerciseLines(width: Int, paint: ViewPaint) -> [String] {
    let rule = paint(String(repeating: paint.ansi ? "─" : "-", count: width), "2")
    let exercises = lesson.exercises
    guard !exercises.isEmpty else { return [rule, Message.noExercises.text(language)] }
    let passed = progress.passedCount(in: lesson)
    let heading = Message.exercisesHeading(passed, of: exercises.count).text(language)
    let idWidth = ViewPaint.widest(exercises.map(\.id))
    var lines = [rule, paint(heading, "1")]
    for exercise in exercises {
      let done = progress.passed.contains(exercise.id)
      let task = exercise.task(language)
      let notes = self.notes(exercise, passed: done, hints: task.hints.count)
      let room = max(10, width - 4 - idWidth - 2 - TerminalWidth.width(of: notes))
      let mark = paint.mark(done ? .done : .notStarted)
      lines.append(
        "  " + mark + " " + paint(ViewPaint.padRight(exercise.id, idWidth), "36") + "  "
          + ViewPaint.clip(task.title, room) + paint(notes, "2"))
    }
    return lines
  }

  /// ` (passed, 1/3 hints seen)`, or nothing.
  private func notes(_ exercise: Exercise, passed: Bool, hints: Int) -> String {
    let seen = progress.hintsUsed[exercise.id] ?? 0
    var notes: [Message] = []
    if passed { notes.append(.passedNote) }
    if seen > 0 { notes.append(.hintsSeen(seen, of: hints)) }
    return notes.isEmpty ? "" : " (" + notes.text(language, separator: ", ") + ")"
  }
}
