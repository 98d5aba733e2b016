import Foundation
import Grading
import LessonKit
import Sandbox
import Testing
import TutorTestSupport

@testable import CourseValidation

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
  /// else each time (a second run with the same seed differs: every check that calls it is
  /// not deterministic, never "the solution does not pass"), and a starter that passes.
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
    #expect(
      lines.first
        == "03-optionals/exercises/servings-or-default/starter.swift: error: the starter of"
        + " 'servings-or-default' already passes: make it compile but fail")
    let binding = lines.dropFirst()
    #expect(binding.count >= 2, "\(lines)")
    for line in binding {
      #expect(
        line.contains(
          /^03-optionals\/exercises\/optional-binding\/checks\.swift:\d+: error: check '/),
        "\(line)")
      #expect(line.contains("is not deterministic: two runs with the same seed observed"))
      #expect(line.contains("`Draw`"))
    }
    #expect(!lines.contains { $0.contains("does not pass") }, "\(lines)")
  }

  /// A translated starter whose code differs from the English one is named at its first line
  /// of other code, with what the compiler said of it.
  @Test func aTranslatedStartersProblemHasItsLineAndDiagnostic() throws {
    try copyLessons(["03-optionals"])
    try write(
      "func servings(from text: String) -> Int {\n  // TODO: 返回 Int(text)\n  return \"1\"\n}\n",
      to: "03-optionals/exercises/servings-or-default/starter.zh-Hans.swift")
    let lines = try validate().filter { $0.contains("starter.zh-Hans.swift") }
    #expect(lines.count == 1, "\(lines)")
    let line = try #require(lines.first)
    #expect(
      line.hasPrefix(
        "03-optionals/exercises/servings-or-default/starter.zh-Hans.swift:3: error: "
          + "starter.zh-Hans.swift does not fail like starter.swift"), "\(line)")
    #expect(
      line.contains("\n    error: cannot convert return expression of type 'String'"), "\(line)")
  }

  /// What a report quotes as the call behind a value must be Swift a learner could type: one
  /// warning per check, at its line, naming the first description that does not compile and
  /// the compiler's words; prose, a bare name and a shortened description are left alone.
  @Test func aDescriptionThatIsNotSwiftIsAWarningAtItsCheck() throws {
    try copyLessons(["03-optionals"])
    let checks = "03-optionals/exercises/optional-binding/checks.swift"
    let original = try String(contentsOf: root.appendingPathComponent(checks), encoding: .utf8)
    let probes = """
      check("descriptions", zh: "描述") {
        observe(describe(nil) as String, "describe(nil)")
        observe(describe(nil) as String, "describe(dish)")
        observe(describe(nil) as String, "describe(Meal(name: \\"Soup\\", rating: 3))")
        observe(describe(nil) as String, "try describe(soup)")
        observe(describe(nil) as String, "the meal after it was changed")
        observe(describe(nil) as String, "dish")
        observe(describe(nil) as String, "describe([1, 2, …, 9])")
      }
      """
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("let checks") })
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix("}") })
    let changed = (lines[..<end] + [Substring(probes)] + lines[end...]).joined(separator: "\n")
    try write(changed, to: checks)
    let found = try validate().filter { $0.contains("description") }
    #expect(found.count == 1, "\(found)")
    #expect(
      found.first?.hasPrefix("\(checks):\(end + 1): warning: the description `describe(dish)`")
        == true, "\(found)")
    #expect(found.first?.contains("cannot find 'dish' in scope; 1 more descriptions") == true)
  }

  @Test func aCopyOfTheCourseWithBrokenFrontMatterAndACrashingSolutionFails() throws {
    try copyLessons(["03-optionals", "04-control-flow"])
    let lesson = root.appendingPathComponent("04-control-flow/lesson.md")
    let text = try String(contentsOf: lesson, encoding: .utf8)
    try text.replacingOccurrences(of: "title: Control flow\n", with: "title: [Control flow\n")
      .write(to: lesson, atomically: true, encoding: .utf8)
    try write(
      """
      func describe(_ meal: Meal?) -> String {
        guard let meal else { fatalError("todo") }
        return "\\(meal.name): \\(meal.rating) stars"
      }

      """, to: "03-optionals/exercises/optional-binding/solution.swift")
    let lines = try validate()
    // Yams reports the line where it gave up: the one after the unclosed `[`.
    #expect(lines.contains { $0.hasPrefix("04-control-flow/lesson.md:4: error: invalid YAML") })
    // Each check that gives the solution nil crashes it, at the line of the crash (line 2).
    let crashes = lines.filter { $0.contains("'optional-binding'") || $0.contains("check '") }
    #expect(!crashes.isEmpty, "\(lines)")
    for crash in crashes {
      #expect(
        crash.hasPrefix(
          "03-optionals/exercises/optional-binding/solution.swift:2: error: check '"),
        "\(crash)")
      #expect(crash.contains("does not run to its end with the solution"), "\(crash)")
      #expect(crash.contains("todo"), "the crash is named: \(crash)")
    }
    #expect(lines.filter { $0.contains(": error: ") }.count == 1 + crashes.count, "\(lines)")
  }
}
