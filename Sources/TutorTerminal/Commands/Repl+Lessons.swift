import Learner
import LessonKit
import TutorSupport

extension Repl {
  /// The lesson the learner is on: the saved one, else the first with an exercise not passed,
  /// else the first.
  var currentLesson: Lesson? { progress.currentLesson(in: course) }

  func listLessons() {
    say(lessonListText())
  }

  func openLesson(_ query: String?) {
    guard let query else {
      guard let lesson = currentLesson else { return complain(.noLessons) }
      return showLesson(lesson)
    }
    guard let lesson = course.lesson(id: query) else {
      return complain(.unknownLesson(query))
    }
    select(lesson)
  }

  func moveLesson(by step: Int) {
    guard let lesson = currentLesson,
      let index = course.lessons.firstIndex(where: { $0.id == lesson.id })
    else { return complain(.noLessons) }
    let target = index + step
    guard course.lessons.indices.contains(target) else {
      return say(step > 0 ? .lastLesson : .firstLesson)
    }
    select(course.lessons[target])
  }

  /// Makes `lesson` the current one, saves, and shows it.
  func select(_ lesson: Lesson) {
    report(learner.select(lesson))
    showLesson(lesson)
  }

  /// Shows `lesson`: through the pager when it is taller than the terminal, so that it opens
  /// at its top (at start-up too); whole when output is not a terminal.
  func showLesson(_ lesson: Lesson) {
    let text = lessonText(lesson)
    if configuration.interactive {
      let pager = Pager(environment: configuration.environment, language: language)
      // Ctrl-C belongs to the pager meanwhile: the tutor catches it instead of ending.
      if Interruption.catching(stopsChildren: false, { pager.page(text) }).value { return }
    }
    say(text)
  }

  func runExample(_ argument: String?) {
    guard let lesson = currentLesson else { return complain(.noLessons) }
    let examples = lesson.examples(language: language)
    guard let argument, let number = Int(argument),
      let example = examples.first(where: { $0.number == number })
    else {
      return complain(.runUsage(examples: examples.count))
    }
    let renderer = TerminalRenderer(width: 200, style: color ? .ansi : .plain)
    let lines = renderer.highlight(swift: example.code.trimmingWhitespace())
      .split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      say((index == 0 ? Prompt.main(color) : Prompt.continuation(color)) + line)
    }
    evaluate(example.code.trimmingWhitespace())
  }
}

/// `:lessons`.
struct LessonsCommand: ReplCommand {
  let name = "lessons"
  let summary = Message("repl.command.lessons")
  func perform(_ argument: String?, in repl: Repl) { repl.listLessons() }
}

/// `:lesson [N|ID]`.
struct LessonCommand: ReplCommand {
  let name = "lesson"
  let usage = ":lesson [N|ID]"
  let summary = Message("repl.command.lesson")
  let arguments = [ReplArgument.lesson]
  func perform(_ argument: String?, in repl: Repl) { repl.openLesson(argument) }
}

/// `:next`.
struct NextCommand: ReplCommand {
  let name = "next"
  let summary = Message("repl.command.next")
  func perform(_ argument: String?, in repl: Repl) { repl.moveLesson(by: 1) }
}

/// `:prev`.
struct PrevCommand: ReplCommand {
  let name = "prev"
  let summary = Message("repl.command.prev")
  func perform(_ argument: String?, in repl: Repl) { repl.moveLesson(by: -1) }
}

/// `:run N`.
struct RunCommand: ReplCommand {
  let name = "run"
  let usage = ":run N"
  let summary = Message("repl.command.run")
  func perform(_ argument: String?, in repl: Repl) { repl.runExample(argument) }
}
