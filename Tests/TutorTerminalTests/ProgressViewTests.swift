import LessonKit
import Testing
import TutorTerminal

@Suite struct ProgressViewTests {
  @Test func showsABarPerLessonTheTotalsAndTheNextExercise() throws {
    let progress = ViewCourse.progress(passed: ["say-hello"], hints: ["double-it": 2])
    let view = ProgressView(course: try ViewCourse.course(), progress: progress, language: .en)
    let text = view.text(width: 80, color: false)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "Progress · Fixture Course")
    let bar = String(repeating: "█", count: 8) + String(repeating: "░", count: 8)
    #expect(lines[2] == " 1  First Steps  " + bar + "  1/2")
    #expect(lines[3] == " 2  Optionals    " + String(repeating: "░", count: 16) + "  0/1")
    #expect(lines[5] == "Passed 1 of 3 exercises (33%) · 0 of 2 lessons complete · 2 hints used")
    #expect(lines[6] == "Next exercise: double-it (First Steps)")
  }

  @Test func aFinishedLessonIsTickedAndAFinishedCourseCongratulates() throws {
    let progress = ViewCourse.progress(passed: ["say-hello", "double-it", "describe-meal"])
    let view = ProgressView(course: try ViewCourse.course(), progress: progress, language: .en)
    let text = view.text(width: 80, color: false)
    #expect(ViewCourse.line(text, containing: "First Steps")?.hasSuffix("2/2 ✓") == true)
    #expect(
      text.contains("Passed 3 of 3 exercises (100%) · 2 of 2 lessons complete · 0 hints used"))
    #expect(text.hasSuffix("Every exercise is passed. Well done!"))
  }

  @Test func chineseKeepsTheBarsAlignedAndFitsTheWidth() throws {
    let progress = ViewCourse.progress(passed: ["describe-meal"])
    let view = ProgressView(course: try ViewCourse.course(), progress: progress, language: .zhHans)
    let text = view.text(width: 50, color: false)
    let first = try #require(ViewCourse.line(text, containing: "第一步"))
    let second = try #require(ViewCourse.line(text, containing: "可选值"))
    #expect(TerminalWidth.width(of: first) == TerminalWidth.width(of: second) - 2)
    #expect(second.hasSuffix("1/1 ✓"))
    #expect(text.contains("已通过 1/3 道练习（33%），完成 1/2 课\n用了 0 条提示\n"))
    #expect(text.contains("下一道练习：say-hello（第一步）"))
    #expect(text.contains("下一道练习：say-hello（第一步）"))
    #expect(ViewCourse.widestLine(text) <= 50)
  }
}
