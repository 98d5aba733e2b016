import ArgumentParser
import TutorREPL
import TutorSupport

// The read-only student views: lessons, show, progress (all in TutorREPL's Views).

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

/// `swift-tutor show LESSON [--plain]`: a lesson rendered for the terminal.
struct ShowCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show a lesson: its text, runnable examples and exercises.",
    discussion: """
      On a terminal, a lesson taller than it opens in $PAGER (default: less -R; PAGER=cat \
      turns paging off). Exit status: 0 shown, 2 unknown lesson.
      """)

  @Argument(help: "The lesson: id (optionals), folder name (03-optionals) or number (3).")
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
    let found = try state.lesson(lesson)
    let view = LessonView(lesson: found, progress: state.progress, language: state.language)
    let text = view.text(width: state.width, color: state.color)
    // On a terminal a lesson taller than it opens at its top in $PAGER; piped, it is written whole.
    if !Pager().page(text) { print(text) }
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
