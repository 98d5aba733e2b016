import Foundation
import LessonKit
import Testing
import TutorTerminal

@Suite struct LessonListViewTests {
  @Test func listsEveryLessonWithItsNumberIdTitleAndCount() throws {
    let course = try ViewCourse.course()
    let progress = ViewCourse.progress(passed: ["say-hello"])
    let text = LessonList(course: course, progress: progress, language: .en).text(color: false)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Fixture Course")
    #expect(lines[2] == "▸ ◐ 1 first-steps  First Steps  1/2")
    #expect(lines[3] == "  · 2 optionals    Optionals    0/1")
    #expect(text.contains("2 lessons, 1/3 exercises passed"))
    #expect(text.contains("✓ done  ◐ started  · not started  ▸ current"))
    #expect(!ViewCourse.hasEscapes(text))
  }

  @Test func aLessonWithEveryExercisePassedIsMarkedDoneAndTheCurrentOneMoves() throws {
    let course = try ViewCourse.course()
    let progress = ViewCourse.progress(passed: ["say-hello", "double-it"])
    let text = LessonList(course: course, progress: progress, language: .en).text(color: false)
    #expect(ViewCourse.line(text, containing: "first-steps")?.hasPrefix("  ✓ 1") == true)
    #expect(ViewCourse.line(text, containing: "optionals")?.hasPrefix("▸ · 2") == true)
  }

  @Test func chineseTitlesAndLabelsAlignByColumnsNotCharacters() throws {
    let course = try ViewCourse.course()
    let text = LessonList(course: course, progress: ViewCourse.progress(), language: .zhHans)
      .text(color: false)
    #expect(text.hasPrefix("测试课程\n"))
    let first = try #require(ViewCourse.line(text, containing: "first-steps"))
    let second = try #require(ViewCourse.line(text, containing: "optionals"))
    #expect(first.hasSuffix("第一步  0/2"))
    #expect(second.hasSuffix("可选值  0/1"))
    #expect(TerminalWidth.width(of: first) == TerminalWidth.width(of: second))
    #expect(text.contains("共 2 课，已通过 0/3 道练习"))
  }

  @Test func longTitlesAreCutToTheWidthButIdsNeverAre() throws {
    let course = try ViewCourse.course()
    let text = LessonList(course: course, progress: ViewCourse.progress(), language: .en)
      .text(color: false, width: 34)
    let first = try #require(ViewCourse.line(text, containing: "first-steps"))
    #expect(first.contains("First Ste…"))
    #expect(first.hasPrefix("▸ · 1 first-steps  "))
    #expect(TerminalWidth.width(of: first) == 34)
  }

  @Test func colourMarksTheStateAndNothingElseChanges() throws {
    let course = try ViewCourse.course()
    let progress = ViewCourse.progress(passed: ["describe-meal"])
    let list = LessonList(course: course, progress: progress, language: .en)
    let coloured = list.text(color: true)
    #expect(coloured.contains("\u{1B}[32m✓\u{1B}[0m"))
    let stripped = coloured.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == list.text(color: false))
  }
}
