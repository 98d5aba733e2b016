import LessonKit

/// The texts the REPL shows for the course (shared with the `lessons`, `show` and `progress`
/// commands).
extension Repl {
  func lessonListText() -> String {
    course.lessons.map { lesson in
      let done = lesson.exercises.filter { progress.passed.contains($0.id) }.count
      return
        "\(lesson.number) \(lesson.id) \(lesson.text(language).title) \(done)/\(lesson.exercises.count)"
    }.joined(separator: "\n")
  }

  func lessonText(_ lesson: Lesson) -> String {
    let width = TerminalColumns.current(environment: configuration.environment)
    return TerminalRenderer(width: width, style: color ? .ansi : .plain)
      .render(lesson: lesson, language: language)
  }

  func progressText() -> String {
    "\(progress.passed.count)/\(course.exercises.count)"
  }
}
