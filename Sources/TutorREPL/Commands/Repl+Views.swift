import LessonKit

/// The texts the REPL shows for the course: the same views as `swift-tutor lessons`, `show`,
/// `hint` and `progress`.
extension Repl {
  var width: Int { TerminalColumns.current(environment: configuration.environment) }

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

  func showHint() {
    guard let (exercise, _) = requireExercise() else { return }
    let view = HintView.next(exercise, progress: &progress, language: language)
    saveProgress()
    say(view.text(width: width, color: color))
  }
}
