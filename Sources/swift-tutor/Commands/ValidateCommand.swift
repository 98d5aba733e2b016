import ArgumentParser
import CourseValidation
import Foundation
import Grading
import LessonKit
import Sandbox
import TutorSupport

/// `swift-tutor validate [LESSONS_DIR | LESSON_DIR]`: the teacher's lint.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a lessons folder: format, ids, translations, solutions, starters, examples.",
    discussion: """
      Prints `file:line: severity: message` per problem, then a summary and how much was taken \
      from the cache. A lesson's folder (one with a lesson.md) checks that lesson of the course \
      around it. Exit 0 clean, 1 problems.
      """)

  @Argument(help: "The lessons folder, or one lesson's folder (default: as --lessons).")
  var directory: String?

  @OptionGroup var common: CommonOptions

  @Option(help: "Check only this lesson of the course: its number, id or folder name.")
  var lesson: String?

  @Option(help: "Parallel workers (default: one per core).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Seeds each exercise's wrong answers (wrong-answers/*.swift) are tried with.")
  var seeds: Int = 100

  @Flag(help: "Check everything again, whatever the cache holds (what is learnt is still kept).")
  var noCache = false

  func validate() throws {
    if !(0...10_000).contains(seeds) {
      throw ValidationError("--seeds must be between 0 and 10000")
    }
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    var options = common
    var lessonName = lesson
    if let directory {
      let scope = ValidationScope.of(folder: URL(fileURLWithPath: directory))
      options.lessons = scope.root.path
      if let folder = scope.lesson {
        if lesson != nil { throw TutorError.usage(Message("cli.validate.lesson-twice")) }
        lessonName = folder
      }
    }
    let context = try CourseContext.load(options)
    let course = context.course
    let language = try common.language()
    let chosen = try lessonName.map { name in
      guard let found = course.lesson(id: name) else {
        let details: KeyValuePairs<String, any CustomStringConvertible> = [
          "lesson": name, "root": course.root.path,
        ]
        throw TutorError.usage(Message("cli.validate.unknown-lesson", details))
      }
      return found
    }
    let grader = try context.makeGrader(
      limits: SandboxLimits(), verbose: common.verbose, language: language, jail: .optional)
    var validator = CourseValidator(
      grader: grader, jobs: jobs, sweepRounds: seeds, cache: ValidationCache(modules: grader.cache))
    validator.refresh = noCache
    let report = validator.report(on: course, lesson: chosen, language: language)
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for problem in report.problems { Console.line(problem.formatted(relativeTo: base)) }
    let lessons = chosen == nil ? course.lessons.count : 1
    let summary: KeyValuePairs<String, any CustomStringConvertible> = [
      "lessons": lessons == 1
        ? Message("cli.validate.lessons.one", ["count": 1])
        : Message("cli.validate.lessons.other", ["count": lessons]),
      "exercises": report.exercises.total == 1
        ? Message("cli.validate.exercises.one", ["count": 1])
        : Message("cli.validate.exercises.other", ["count": report.exercises.total]),
      "errors": report.errors == 1
        ? Message("cli.validate.errors.one", ["count": 1])
        : Message("cli.validate.errors.other", ["count": report.errors]),
      "warnings": report.warnings == 1
        ? Message("cli.validate.warnings.one", ["count": 1])
        : Message("cli.validate.warnings.other", ["count": report.warnings]),
    ]
    print(Message("cli.validate.summary", summary).text(language))
    let cached: KeyValuePairs<String, any CustomStringConvertible> = [
      "exercises": report.exercises.cached, "exerciseTotal": report.exercises.total,
      "blocks": report.blocks.cached, "blockTotal": report.blocks.total,
    ]
    print(Message("cli.validate.cache", cached).text(language))
    if report.errors > 0 { throw ExitCode(1) }
  }
}
