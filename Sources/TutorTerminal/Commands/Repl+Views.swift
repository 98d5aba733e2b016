import Learner
import LessonKit
import TutorSupport

/// The texts the REPL shows for the course: the same views as `swift-tutor lessons`, `show`,
/// `hint` and `progress`.
extension Repl {
  var width: Int { TerminalSize.columns(environment: configuration.environment) }

  func lessonListText() -> String {
    LessonList(course: course, progress: progress, language: language).text(
      color: color, width: width)
  }

  func lessonText(_ lesson: Lesson) -> String {
    LessonView(lesson: lesson, progress: progress, language: language).text(
      width: width, color: color)
  }

  func progressText() -> String {
    ProgressView(course: course, progress: progress, language: language).text(
      width: width, color: color)
  }

  /// `:hint [ID]`: the next hint of the named exercise, else of the open one (or, once that one
  /// is passed, of the exercise `:progress` calls next), else of the one the learner picks.
  func showHint(_ argument: String?) {
    if argument == nil, let opened = openedExercise, progress.passed.contains(opened.exercise.id) {
      guard let next = learner.nextExercise(in: course) else {
        return say(.noHintsNeeded)
      }
      say(.hintMovesOn(passed: opened.exercise.id, next: next.exercise.id))
      open(next)
    }
    guard let (exercise, _) = exercise(named: argument) else { return }
    let hint = learner.takeHint(exercise)
    report(hint.problem)
    say(
      HintView(
        exercise: exercise, language: language, index: hint.index,
        seen: progress.hintsUsed[exercise.id] ?? 0,
        named: hint.index.map { progress.hintNamedByCheck(exercise.id, index: $0) } ?? false
      ).text(width: width, color: color))
  }
}

/// `:hint [ID]`.
struct HintCommand: ReplCommand {
  let name = "hint"
  let usage = ":hint [ID]"
  let summary = Message("repl.command.hint")
  let arguments = [ReplArgument.exercise]
  func perform(_ argument: String?, in repl: Repl) { repl.showHint(argument) }
}
