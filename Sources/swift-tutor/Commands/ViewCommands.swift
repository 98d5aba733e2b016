import ArgumentParser
import FoundationEssentials
import Learner
import LessonKit
import TutorSupport
import TutorTerminal

// The read-only student views: lessons, show, progress (all in TutorTerminal's Views).

/// `swift-tutor lessons`: the lessons with the learner's progress marks.
struct LessonsCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons",
    abstract: "List the lessons: number, id, title and how many exercises you passed.",
    discussion: "Marks: ✓ every exercise passed, ◐ some, · none yet; ▸ is the current lesson.")

  @OptionGroup var common: CommonOptions

  func run() throws {
    let state = try StudentState.load(common)
    let list = LessonList(course: state.course, progress: state.progress, language: state.language)
    print(list.text(color: state.color, width: state.width))
  }
}

/// `swift-tutor show LESSON|EXERCISE [--plain]`: a lesson, or an exercise's task, rendered
/// for the terminal. Showing writes nothing: no starter, no change of the current exercise.
struct ShowCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show a lesson (its text, runnable examples and exercises) or an exercise's task.",
    discussion: """
      On a terminal, a text taller than it opens in $PAGER (default: less -R; PAGER=cat \
      turns paging off). Exit status: 0 shown, 2 unknown lesson or exercise.
      """)

  @Argument(
    help: "A lesson: id (optionals), folder name (03-optionals) or number (3); or an exercise id.")
  var lesson: String

  @Flag(help: "No ANSI escape codes (as when NO_COLOR is set or output is not a terminal).")
  var plain = false

  @Option(
    help: "Wrap to this many columns (default: the terminal's width, else $COLUMNS, else 80).")
  var width: Int?

  @OptionGroup var common: CommonOptions

  func validate() throws {
    if let width, width < 20 { throw ValidationError("--width must be at least 20") }
  }

  func run() throws {
    let state = try StudentState.load(common, plain: plain, width: width)
    let text: String
    if state.course.lesson(id: lesson) == nil, let (exercise, _) = state.course.exercise(id: lesson)
    {
      let renderer = TerminalRenderer(width: state.width, style: state.color ? .ansi : .plain)
      text = renderer.render(task: exercise.task(state.language))
    } else {
      guard let found = state.course.lesson(id: lesson) else { throw unknown(state.course) }
      let view = LessonView(lesson: found, progress: state.progress, language: state.language)
      text = view.text(width: state.width, color: state.color)
    }
    // On a terminal a text taller than it opens at its top in $PAGER; piped, it is written whole.
    if !Pager(language: state.language).page(text) { print(text) }
  }

  /// Exit 2: no lesson or exercise of that name, with the nearest one when there is one.
  private func unknown(_ course: Course) -> TutorError {
    if let guess = course.lessonSuggestion(for: lesson) ?? course.exerciseSuggestion(for: lesson) {
      return .usage(Message("cli.no-lesson-or-exercise-guess", ["query": lesson, "guess": guess]))
    }
    return .usage(Message("cli.no-lesson-or-exercise", ["query": lesson]))
  }
}

/// `swift-tutor progress`: a bar per lesson, the totals, and the next exercise.
struct ProgressCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "progress",
    abstract: "Show your progress: exercises passed per lesson, hints used, what comes next.",
    discussion: "Progress is kept in $XDG_STATE_HOME/swift-tutor/progress.json.")

  @OptionGroup var common: CommonOptions

  func run() throws {
    let state = try StudentState.load(common)
    if common.verbose {
      Console.notice(
        Message("cli.verbose.progress-file", ["path": state.learner.store.url.path]),
        state.language)
    }
    let view = ProgressView(
      course: state.course, progress: state.progress, language: state.language)
    print(view.text(width: state.width, color: state.color))
  }
}
