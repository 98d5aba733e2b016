import Evaluator
import Foundation
import LessonKit
import Testing
import TutorTestSupport

/// `validate` beyond loading (Lessons/README.md, "What validate reports"): solutions must pass,
/// starters must compile and fail, and every problem names its file and line.
@Suite(.tags(.toolchain, .jail)) final class CourseValidatorTests {
  let root: URL

  init() throws {
    root = try TestPaths.makeTemporaryFolder("validate")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  /// The validator's output lines, paths relative to the course.
  private func validate() throws -> [String] {
    let cache = try GraderFixture.cacheResult.get()
    let validator = CourseValidator(
      grader: Grader(
        cache: cache, sandbox: Sandbox(confinement: .jail(try GraderFixture.jail.get())),
        key: .forTests), jobs: 2, sweepRounds: 0)
    let course = try CourseLoader.load(from: root)
    return validator.problems(in: course, language: .en).map { $0.formatted(relativeTo: root) }
  }

  /// Copies lesson folders of the bundled course into the temporary course.
  private func copyLessons(_ folders: [String]) throws {
    let lessons = TestPaths.packageRoot.appendingPathComponent("Lessons")
    for folder in folders {
      try FileManager.default.copyItem(
        at: lessons.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
  }

  /// The solution is the reference, so it always agrees with itself: what `validate` can
  /// catch is a solution that does not run every check to its end, or observes something
  /// else each time (a second run with the same seed differs), and a starter that passes.
  @Test func aNondeterministicSolutionAndAPassingStarterAreErrorsAtTheirFiles() throws {
    try copyLessons(["03-optionals"])
    let exercises = root.appendingPathComponent("03-optionals/exercises")
    try write(
      "func describe(_ meal: Meal?) -> String { \"\\(Int.random(in: 0...1_000_000_000))\" }\n",
      to: "03-optionals/exercises/optional-binding/solution.swift")
    let starter = exercises.appendingPathComponent("servings-or-default/starter.swift")
    try FileManager.default.removeItem(at: starter)
    try FileManager.default.copyItem(
      at: exercises.appendingPathComponent("servings-or-default/solution.swift"), to: starter)
    // In course order: servings-or-default comes before optional-binding in the lesson.
    let lines = try validate()
    #expect(lines.count == 2, "\(lines)")
    #expect(
      lines.first
        == "03-optionals/exercises/servings-or-default/starter.swift: error: the starter of"
        + " 'servings-or-default' already passes: make it compile but fail")
    #expect(
      lines.last?.hasPrefix(
        "03-optionals/exercises/optional-binding/solution.swift: error: the solution of"
          + " 'optional-binding' does not pass: ") == true, "\(lines)")
  }

  @Test func aCopyOfTheCourseWithBrokenFrontMatterAndACrashingSolutionFails() throws {
    try copyLessons(["03-optionals", "04-control-flow"])
    let lesson = root.appendingPathComponent("04-control-flow/lesson.md")
    let text = try String(contentsOf: lesson, encoding: .utf8)
    try text.replacingOccurrences(of: "title: Control flow\n", with: "title: [Control flow\n")
      .write(to: lesson, atomically: true, encoding: .utf8)
    try write(
      "func describe(_ meal: Meal?) -> String { meal.map(\\.name) ?? fatalError(\"todo\") }\n",
      to: "03-optionals/exercises/optional-binding/solution.swift")
    let lines = try validate()
    // Yams reports the line where it gave up: the one after the unclosed `[`.
    #expect(lines.contains { $0.hasPrefix("04-control-flow/lesson.md:4: error: invalid YAML") })
    let solution = try #require(lines.first { $0.contains("'optional-binding'") })
    #expect(
      solution.hasPrefix(
        "03-optionals/exercises/optional-binding/solution.swift: error: 'optional-binding'"
          + " cannot be graded: the reference program"), "\(solution)")
    #expect(solution.contains("todo"), "the crash is named: \(solution)")
    #expect(lines.filter { $0.contains(": error: ") }.count == 2)
  }
}
