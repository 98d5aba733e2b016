import ArgumentParser
import Evaluator
import Foundation
import LessonKit

/// `swift-tutor check EXERCISE FILE`: grade one file.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Grade one file against an exercise.",
    discussion: "Exit status: 0 pass, 1 fail or error, 2 usage or unknown exercise, 3 internal.")

  @Argument(help: "The exercise id (see `swift-tutor lessons`).")
  var exercise: String

  @Argument(help: "The Swift file to grade.")
  var file: String

  @OptionGroup var common: CommonOptions
  @OptionGroup var grading: GradingOptions

  func run() throws {
    let context = try CourseContext.load(common)
    guard let (found, _) = context.course.exercise(id: exercise) else {
      throw Failure.usage("unknown exercise '\(exercise)' (see `swift-tutor lessons`)")
    }
    let url = URL(fileURLWithPath: file)
    guard let source = try? String(contentsOf: url, encoding: .utf8) else {
      throw Failure.usage("cannot read \(file)")
    }
    let grader = try context.makeGrader(
      limits: grading.limits, verbose: common.verbose, language: try common.language(),
      jail: grading.noJail ? .off : .required)
    let result: GradeResult
    do {
      let spec = try ExerciseSpec(found)
      result = try grader.grade(source: source, fileName: url.lastPathComponent, exercise: spec)
    } catch {
      throw Failure.internal("\(error)")
    }
    let text: String
    switch grading.format {
    case .json: text = JSONReporter.render(result)
    case .junit: text = JUnitReporter.render([result])
    case .text:
      text = TextReporter(
        color: common.useColor && grading.output == nil, language: try common.language()
      ).render(result)
    }
    try Console.emit(text, to: grading.output)
    if result.status != .pass { throw ExitCode(1) }
  }
}
