import Foundation
import Grading
import LessonKit
import Sandbox
import Testing
import TutorSupport
import TutorTestSupport

@testable import CourseValidation

/// `validate` reports every problem of an exercise at its own file and line: a compile error in
/// `checks.swift` there (never at the solution, never at a scratch path), a probe that crashes
/// at the line of the crash, a starter that does not compile whatever its rules say, and a probe
/// that observes other things on a second run with the same seed as not deterministic.
@Suite(.tags(.toolchain, .jail)) final class ValidationPrecisionTests {
  let root: URL
  var course = TinyCourse()
  let checks = "01-sizes/exercises/is-big/checks.swift"
  let starter = "01-sizes/exercises/is-big/starter.swift"

  init() throws {
    root = try TestPaths.makeTemporaryFolder("validate-lines")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// The problems of the course — lesson 1 alone, the exercise `is-big` — in `language`,
  /// paths relative to the course.
  private func lines(_ language: Language = .en) throws -> [String] {
    course.files = course.files.filter { !$0.key.hasPrefix("02-words/") }
    try course.write(to: root)
    let grader = Grader(
      cache: try GraderFixture.cacheResult.get(),
      sandbox: Sandbox(confinement: .jail(try GraderFixture.jail.get())), key: .forTests)
    let loaded = try CourseLoader.load(from: root)
    return CourseValidator(grader: grader, jobs: 2, sweepRounds: 0).problems(
      in: loaded, language: language
    )
    .map { $0.formatted(relativeTo: root) }
  }

  private func line(_ text: String, in path: String) throws -> Int {
    try #require(course.line(of: text, in: path))
  }

  @Test func aChecksErrorIsReportedAtItsLineInChecksSwift() throws {
    course.edit(checks, "observe(isBig(2000)", "observe(isBigg(2000)")
    let found = try lines()
    let at = try line("isBigg", in: checks)
    #expect(
      found == [
        "\(checks):\(at): error: the checks do not compile with the solution: cannot find"
          + " 'isBigg' in scope"
      ])
    #expect(!found.contains { $0.contains("solution.swift") || $0.contains("/tmp") })
  }

  @Test func aCrashingProbeAndABrokenStarterAreBothReportedAtTheirLines() throws {
    course.edit(
      checks, "{ observe(isBig(2000), \"isBig(2000)\") }",
      "{\n    let none: Int? = nil\n    observe(isBig(none!), \"isBig(2000)\")\n  }")
    course.edit(starter, "{ false }", "{ flase }")
    let found = try lines()
    let crash = try line("isBig(none!)", in: checks)
    let typo = try line("flase", in: starter)
    #expect(found.count == 2, "\(found)")
    #expect(
      found.first?.hasPrefix(
        "\(checks):\(crash): error: check '2000 is big' does not run to its end with the"
          + " solution: ") == true, "\(found)")
    #expect(
      found.last
        == "\(starter):\(typo): error: the starter of 'is-big' must compile and run: cannot find"
        + " 'flase' in scope")
  }

  @Test func aStarterWithATypoFailsEvenWhenItAlsoBreaksARule() throws {
    course.edit(
      "01-sizes/exercises/is-big/exercise.yaml", "uses: []\n", "uses: []\nrequire: [guard]\n")
    course.edit(
      "01-sizes/exercises/is-big/solution.swift", "{ n > 1000 }",
      "{\n  guard n > 1000 else { return false }\n  return true\n}")
    course.edit(starter, "{ false }", "{ retrun false }")
    let found = try lines()
    let typo = try line("retrun", in: starter)
    #expect(!found.isEmpty)
    #expect(
      found.allSatisfy {
        $0.hasPrefix("\(starter):\(typo): error: the starter of 'is-big' must compile and run: ")
      }, "\(found)")
    #expect(found.contains { $0.contains("'retrun'") }, "\(found)")
  }

  @Test(arguments: [
    (Language.en, "check 'random numbers' is not deterministic: two runs with the same seed"),
    (Language.zhHans, "检查“random numbers”不是确定的：用同一个种子运行两次"),
  ])
  func aProbeDrawingWithIntRandomIsNotDeterministic(language: Language, words: String) throws {
    course.edit(checks, "Draw.int(in: 0...2000)", "Int.random(in: 0...2000)")
    let found = try lines(language)
    let at = try line("check(\"random numbers\"", in: checks)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("\(checks):\(at): error: \(words)") == true, "\(found)")
    #expect(found.first?.contains("`Draw`") == true)
  }
}
