import Foundation
import Grading
import LessonKit
import Sandbox
import Testing
import TutorSupport
import TutorTestSupport

@testable import CourseValidation

/// `validate` checks what a lesson's code blocks claim, and that a translated starter starts
/// the learner where the English one does.
@Suite(.tags(.toolchain, .jail)) final class ClaimValidationTests {
  let root: URL

  init() throws {
    root = try TestPaths.makeTemporaryFolder("claims")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  /// The validator's output lines, paths relative to the course.
  private func validate(in language: Language = .en) throws -> [String] {
    let cache = try GraderFixture.cacheResult.get()
    let sandbox = Sandbox(confinement: .jail(try GraderFixture.jail.get()))
    let grader = Grader(cache: cache, sandbox: sandbox, key: .forTests)
    let validator = CourseValidator(grader: grader, jobs: 2, sweepRounds: 0)
    let course = try CourseLoader.load(from: root)
    return validator.problems(in: course, language: language).map {
      $0.formatted(relativeTo: root)
    }
  }

  /// Copies lesson folders of the bundled course into the temporary course.
  private func copyLessons(_ folders: [String]) throws {
    let lessons = TestPaths.packageRoot.appendingPathComponent("Lessons")
    for folder in folders {
      try FileManager.default.copyItem(
        at: lessons.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
    }
  }

  /// The 1-based line of the first line of `file` that is exactly `text`.
  private func line(of text: String, in path: String) throws -> Int {
    let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0 == text }) + 1
  }

  /// Replaces `old` with `new` in `path`, which must contain it.
  private func edit(_ path: String, _ old: String, _ new: String) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old), "\(path) has \(old)")
    try text.replacingOccurrences(of: old, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  @Test func falseClaimsInALessonAreErrorsAtTheirLinesInBothLanguages() throws {
    try copyLessons(["03-optionals"])
    for file in ["03-optionals/lesson.md", "03-optionals/lesson.zh-Hans.md"] {
      // An error claimed for code that compiles, an output it does not print, and a crash
      // claimed for code that runs to its end.
      try edit(file, "let more = portions + 1\n", "let more = (portions ?? 0) + 1\n")
      try edit(file, "```output\nmore than five: 7\n", "```output\nmore than five: 8\n")
      try edit(file, "let count = Int(\"five\")!\n", "let count = Int(\"5\")!\n")
    }
    let lines = try validate()
    var expected: [String] = []
    for file in ["03-optionals/lesson.md", "03-optionals/lesson.zh-Hans.md"] {
      let errorFence = try line(of: "let more = (portions ?? 0) + 1", in: file) - 1
      let output = try line(of: "more than five: 8", in: file) - 1
      let crash = try line(of: "let count = Int(\"5\")!", in: file) - 1
      expected += [
        "\(file):\(errorFence): error: the code block that does not compile claims an error"
          + " (\"value of optional type 'Int?' must be unwrapped to a value of type 'Int'\"),"
          + " but it compiles",
        "\(file):\(output): error: example 2 prints other text: line 1: expected"
          + " \"more than five: 8\", got \"more than five: 7\" (expected 1 lines, got 1)",
        "\(file):\(crash): error: example 7 claims a crash, but it runs to its end",
      ]
    }
    #expect(lines.sorted() == expected.sorted())
  }

  @Test func aTrueClaimOfEachKindPasses() throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("01-claims"), withIntermediateDirectories: true)
    try write(
      """
      ---
      id: claims
      title: Claims
      summary: Every kind of claim, each one true.
      ---

      ```swift
      let meals = Meal.samples
      print(meals.count)
      ```

      ```output
      3
      ```

      ```swift error: "cannot assign to value: 'meals' is a 'let' constant" after: 1
      meals = []
      ```

      ```swift warning: "never mutated"
      func plates() -> Int {
        var count = 2
        return count
      }
      ```

      ```swift crash: "Index out of range"
      let empty: [Int] = []
      print(empty[0])
      ```

      """, to: "01-claims/lesson.md")
    let lines = try validate()
    #expect(
      lines == [
        "01-claims/lesson.zh-Hans.md: warning: the 简体中文 translation of lesson.md is missing; students see English"
      ])
  }

  @Test func aTranslatedStarterMustBeTheSameCodeOrFailAlike() throws {
    try copyLessons(["03-optionals"])
    let folder = "03-optionals/exercises/servings-or-default"
    // Comments translated, code the same: fine without grading.
    try write(
      "func servings(from text: String) -> Int {\n  // TODO: 返回 Int(text)\n  return 1\n}\n",
      to: "\(folder)/starter.zh-Hans.swift")
    #expect(try validate().isEmpty)
    // Other code that fails the same checks the same way: fine.
    try write(
      "func servings(from text: String) -> Int {\n  // TODO: 返回 Int(text)\n  1\n}\n",
      to: "\(folder)/starter.zh-Hans.swift")
    #expect(try validate().isEmpty)
    // A Chinese starter that already passes: an error at its first line of other code.
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("\(folder)/starter.zh-Hans.swift"))
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("\(folder)/solution.swift"),
      to: root.appendingPathComponent("\(folder)/starter.zh-Hans.swift"))
    let lines = try validate()
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "\(folder)/starter.zh-Hans.swift:2: error: starter.zh-Hans.swift does not fail like"
          + " starter.swift (pass, ") == true, "\(lines)")
  }

  @Test func aMissingTranslatedStarterIsAWarning() throws {
    try copyLessons(["03-optionals"])
    let folder = "03-optionals/exercises/photo-label"
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("\(folder)/starter.zh-Hans.swift"))
    #expect(
      try validate() == [
        "\(folder)/starter.zh-Hans.swift: warning: the 简体中文 translation of starter.swift is"
          + " missing; students get its comments in English"
      ])
  }

  /// A teacher who reads Chinese gets `validate`'s findings in Chinese (the grader's language).
  @Test func theFindingsSpeakTheGradersLanguage() throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("01-claims"), withIntermediateDirectories: true)
    let lesson = """
      ---
      id: claims
      title: Claims
      summary: A false claim.
      ---

      ```swift crash: "Index out of range"
      print([1][0])
      ```

      """
    try write(lesson, to: "01-claims/lesson.md")
    try write(lesson, to: "01-claims/lesson.zh-Hans.md")
    #expect(
      try validate(in: .zhHans).sorted() == [
        "01-claims/lesson.md:7: error: 示例 1 声称会崩溃，但它一直运行到了结束",
        "01-claims/lesson.zh-Hans.md:7: error: 示例 1 声称会崩溃，但它一直运行到了结束",
      ])
  }
}
