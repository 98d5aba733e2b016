import Foundation
import Grading
import LessonKit
import Sandbox
import Testing
import TutorTestSupport

@testable import CourseValidation

/// `validate` keeps what it learnt (``ValidationCache``): a second run over an unchanged course
/// takes every exercise and code block from the cache, a changed exercise or example is checked
/// again alone, and one lesson can be checked alone with the course around it still loaded.
/// Counted, never timed.
@Suite(.tags(.toolchain, .jail)) final class ValidationCacheTests {
  let root: URL
  var course = TinyCourse()

  init() throws {
    root = try TestPaths.makeTemporaryFolder("validate-cache")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  private var folder: URL { root.appendingPathComponent("course") }

  /// Writes the course as it is now and validates it (or its lesson `lesson`), the cache in
  /// this test's own folder.
  private func report(lesson: String? = nil) throws -> ValidationReport {
    try course.write(to: folder)
    let grader = Grader(
      cache: try GraderFixture.cacheResult.get(),
      sandbox: Sandbox(confinement: .jail(try GraderFixture.jail.get())), key: .forTests)
    let validator = CourseValidator(
      grader: grader, jobs: 2, sweepRounds: 10,
      cache: ValidationCache(directory: root.appendingPathComponent("cache")))
    let loaded = try CourseLoader.load(from: folder)
    let chosen = try lesson.map { try #require(loaded.lesson(id: $0)) }
    return validator.report(on: loaded, lesson: chosen, language: .en)
  }

  private func lines(_ report: ValidationReport) -> [String] {
    report.problems.map { $0.formatted(relativeTo: folder) }
  }

  @Test func aSecondRunTakesEveryExerciseAndCodeBlockFromTheCache() throws {
    course.edit("02-words/exercises/shout/checks.swift", ", zh: \"hi 变成 HI\"", "")
    let first = try report()
    #expect(first.exercises == .init(total: 2, cached: 0))
    #expect(first.blocks == .init(total: 2, cached: 0))
    let line = try #require(
      course.line(of: "check(\"hi is HI\"", in: "02-words/exercises/shout/checks.swift"))
    let warning =
      "02-words/exercises/shout/checks.swift:\(line): warning: check 'hi is HI' has no Chinese"
      + " name: add `zh: \"…\"`"
    #expect(lines(first) == [warning])
    let second = try report()
    #expect(second.exercises == .init(total: 2, cached: 2))
    #expect(second.blocks == .init(total: 2, cached: 2))
    #expect(lines(second) == [warning], "the cache keeps the problems, at their lines")
  }

  @Test func aChangedExerciseOrExampleIsCheckedAgainAlone() throws {
    #expect(lines(try report()) == [])
    // The starter of shout now passes: only checking shout again can tell.
    course.files["02-words/exercises/shout/starter.swift"] =
      course.files["02-words/exercises/shout/solution.swift"]
    let changed = try report()
    #expect(changed.exercises == .init(total: 2, cached: 1))
    #expect(changed.blocks == .init(total: 2, cached: 2))
    #expect(
      lines(changed) == [
        "02-words/exercises/shout/starter.swift: error: the starter of 'shout' already passes:"
          + " make it compile but fail"
      ])
    // The English example of lesson 1 now differs from the Chinese one: it alone is new.
    course.edit("01-sizes/lesson.md", "print(1000 + 1)", "print(1000 + 2)")
    course.edit("01-sizes/lesson.md", "1001\n", "1002\n")
    let example = try report()
    #expect(example.exercises == .init(total: 2, cached: 2))
    #expect(example.blocks == .init(total: 3, cached: 2))
  }

  @Test func oneLessonIsCheckedAloneWithTheCourseLoaded() throws {
    // A false claim in lesson 1 and a passing starter in lesson 2.
    course.edit("01-sizes/lesson.md", "1001\n", "1002\n")
    course.files["02-words/exercises/shout/starter.swift"] =
      course.files["02-words/exercises/shout/solution.swift"]
    for name in ["02-words", "words", "2"] {
      let alone = try report(lesson: name)
      #expect(alone.exercises.total == 1)
      #expect(alone.blocks.total == 1)
      #expect(
        lines(alone) == [
          "02-words/exercises/shout/starter.swift: error: the starter of 'shout' already passes:"
            + " make it compile but fail"
        ], "lesson \(name)")
    }
    let sizes = try report(lesson: "01-sizes")
    #expect(lines(sizes).count == 2, "the false claim, in both languages: \(lines(sizes))")
    #expect(lines(sizes).allSatisfy { $0.hasPrefix("01-sizes/lesson") })
  }
}
