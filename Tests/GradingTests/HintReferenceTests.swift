import Foundation
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import CourseValidation
@testable import Grading

/// What `validate` says of `check(…, hint: N)`: a number that names no hint of the task (in
/// either language's list) at its line of `checks.swift`, and hint lists of other lengths —
/// read from the source, with nothing compiled.
@Suite struct HintReferenceTests {
  @Test func theNumbersAreReadWithTheirLines() {
    let source = """
      let checks = Checks {
        check("a", zh: "甲", hint: 2) { observe(1, "1") }
        check(
          "b", zh: "乙",
          hint: 1_0
        ) { observe(2, "2") }
        check("c", hint: number) { observe(3, "3") }
        other(hint: 7)
      }
      """
    let found = HintReferences.numbers(in: source).map { [$0.number, $0.line] }
    #expect(found == [[2, 2], [10, 5]])
  }

  @Test func aNumberPastTheHintsAndListsOfOtherLengthsAreErrors() throws {
    let root = try TestPaths.makeTemporaryFolder("hints")
    defer { try? FileManager.default.removeItem(at: root) }
    let lesson = root.appendingPathComponent("04-control-flow")
    try FileManager.default.copyItem(
      at: TestPaths.packageRoot.appendingPathComponent("Lessons/04-control-flow"), to: lesson)
    let folder = lesson.appendingPathComponent("exercises/team-score")
    let checks = folder.appendingPathComponent("checks.swift")
    var source = try String(contentsOf: checks, encoding: .utf8)
    source = source.replacingOccurrences(
      of: "zh: \"空数组得 0 分\", hint: 1", with: "zh: \"空数组得 0 分\", hint: 4")
    try source.write(to: checks, atomically: true, encoding: .utf8)
    let course = try CourseLoader.load(from: root)
    let exercise = try #require(course.exercise(id: "team-score")?.exercise)
    #expect(HintReferences.problems(exercise, .en).isEmpty == false)
    let said = HintReferences.problems(exercise, .en).map { $0.formatted(relativeTo: root) }
    #expect(
      said == [
        "04-control-flow/exercises/team-score/checks.swift:13: error: `hint: 4` names no hint:"
          + " the task lists 3 (number them from 1, as the `## Hints` list has them)"
      ])
    // A Chinese task with one hint fewer: the lists differ, and 3 is past the shorter one.
    let zh = folder.appendingPathComponent("task.zh-Hans.md")
    let text = try String(contentsOf: zh, encoding: .utf8)
    let cut = try #require(text.range(of: "\n- “高于 50”"))
    try String(text[..<cut.lowerBound] + "\n").write(to: zh, atomically: true, encoding: .utf8)
    let shorter = try #require(try CourseLoader.load(from: root).exercise(id: "team-score"))
    let problems = HintReferences.problems(shorter.exercise, .zhHans).map(\.message)
    #expect(
      problems.first
        == "task.zh-Hans.md 有 2 条提示，task.md 有 3 条：两个列表要一样长、顺序一致，检查的 `hint:` 才会在两种语言里指向同一条提示")
    #expect(problems.filter { $0.hasPrefix("`hint: 3` 没有对应的提示") }.count == 3)
    #expect(problems.count == 5, "\(problems)")  // hint 4, and the three hint 3s
  }
}
