public import ArgumentParser
import Foundation
import Grading
import LessonKit
import SwiftToolchain
import TutorSupport

/// `swift-tutor new lesson SLUG` and `new exercise LESSON ID`: scaffolds for authors.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Scaffold a lesson or an exercise, with placeholders that validate reports.",
    discussion: """
      Every spot to fill in holds \(Placeholders.marker); `swift-tutor validate` reports each
      one as an error, with its file and line, until it is written. Nothing is overwritten.
      """,
    subcommands: [NewLessonCommand.self, NewExerciseCommand.self])

  /// Prints what `new` did in `language`, paths relative to the working folder.
  static func report(_ result: ScaffoldResult, course: URL, next: Message, language: Language) {
    let base = FileManager.default.currentDirectoryPath + "/"
    let shown = { (url: URL) in
      url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }
    print(Catalog.text("cli.new.created", language, ["folder": shown(result.folder)]))
    for file in result.created { print("  \(shown(file))") }
    for note in result.notes { print(Catalog.text("cli.new.note", language, ["note": note])) }
    print(
      Catalog.text(
        "cli.new.next", language,
        ["marker": Placeholders.marker, "course": shown(course), "then": next.text(language)]))
  }

  /// ` --lessons FOLDER` when the course was named with `--lessons` (a command printed for the
  /// teacher to run next must name the same course), else nothing.
  static func lessonsOption(_ common: CommonOptions) -> String {
    common.lessons.map { " --lessons \(ShellWord.quoted($0))" } ?? ""
  }

  /// The course folder the options name (`--lessons`, `$SWIFT_TUTOR_LESSONS`, bundled); never
  /// the course `make install` installed, which a teacher would change for every user of the
  /// machine and lose at the next install (a checkout's own `Lessons/` is its authors' to edit).
  static func courseRoot(_ common: CommonOptions) throws -> URL {
    let named =
      common.lessons != nil
      || !(ProcessInfo.processInfo.environment["SWIFT_TUTOR_LESSONS"] ?? "").isEmpty
    if !named, let home = try? TutorHome.locate(),
      !FileManager.default.fileExists(atPath: home.url.appendingPathComponent("Package.swift").path)
    {
      throw TutorError.usage(Message("cli.new.installed-course", ["folder": home.lessons.path]))
    }
    return try CourseContext.load(common).course.root
  }
}

/// `swift-tutor new lesson SLUG`.
struct NewLessonCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "lesson",
    abstract: "Create NN-SLUG/ with lesson.md and lesson.zh-Hans.md, listed in course.yaml.")

  @Argument(help: "The lesson id: lowercase words joined by dashes (error-handling).")
  var slug: String

  @OptionGroup var common: CommonOptions

  func run() throws {
    let root = try NewCommand.courseRoot(common)
    do {
      let result = try Scaffold.newLesson(slug, course: root)
      NewCommand.report(
        result, course: root,
        next: Message(
          "cli.new.next-lesson", ["slug": slug, "lessons": NewCommand.lessonsOption(common)]),
        language: common.languageOption.lenient)
    } catch {
      throw TutorError.usage(.detail(error.message))
    }
  }
}

/// `swift-tutor new exercise LESSON ID`.
struct NewExerciseCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "exercise",
    abstract:
      "Create LESSON/exercises/ID/: settings, tasks, starter, solution and its kind's files.")

  @Argument(help: "The lesson: id, folder name or number.")
  var lesson: String

  @Argument(help: "The exercise id, unique in the course: lowercase words joined by dashes.")
  var id: String

  @Option(help: ArgumentHelp("How it is graded: \(ExerciseKinds.described()).", valueName: "kind"))
  var kind: ExerciseKind = .checks

  @OptionGroup var common: CommonOptions

  func run() throws {
    let root = try NewCommand.courseRoot(common)
    do {
      let result = try Scaffold.newExercise(id, kind: kind, lesson: lesson, course: root)
      NewCommand.report(
        result, course: root, next: Message("cli.new.next-exercise"),
        language: common.languageOption.lenient)
    } catch {
      throw TutorError.usage(.detail(error.message))
    }
  }
}

extension ExerciseKind: ExpressibleByArgument {}
