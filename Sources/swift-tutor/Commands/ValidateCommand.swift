import ArgumentParser
import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// `swift-tutor validate [LESSONS_DIR]`: the teacher's lint.
struct ValidateCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a lessons folder: format, ids, translations, solutions, starters, examples.",
    discussion: "Prints `file:line: severity: message` per problem. Exit 0 clean, 1 problems.")

  @Argument(help: "The lessons folder (default: as --lessons).")
  var directory: String?

  @OptionGroup var common: CommonOptions

  @Option(help: "Parallel workers.")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Seeds each exercise's wrong answers (wrong-answers/*.swift) are tried with.")
  var seeds: Int = 100

  func validate() throws {
    if !(0...10_000).contains(seeds) {
      throw ValidationError("--seeds must be between 0 and 10000")
    }
  }

  func run() throws {
    var options = common
    if let directory { options.lessons = directory }
    let context = try CourseContext.load(options)
    let language = try common.language()
    let grader = try context.makeGrader(
      limits: SandboxLimits(), verbose: common.verbose, language: language, jail: .optional)
    let problems = CourseValidator(grader: grader, jobs: jobs, sweepRounds: seeds)
      .problems(in: context.course, language: language)
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for problem in problems { print(problem.formatted(relativeTo: base)) }
    let errors = problems.filter { $0.severity == .error }.count
    let warnings = problems.count - errors
    let course = context.course
    print(
      Catalog.text(
        "cli.validate.summary", language,
        [
          "lessons": course.lessons.count, "exercises": course.exercises.count, "errors": errors,
          "warnings": warnings,
        ]))
    if errors > 0 { throw ExitCode(1) }
  }
}
