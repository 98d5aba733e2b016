import Evaluator
import Testing

/// The text report: a student's output cannot steer the reader's terminal.
@Suite struct ReporterTests {
  @Test func controlCharactersInStudentOutputAreShownAsPictures() {
    let result = GradeResult(
      exercise: "team-score", status: .fail,
      tests: [
        TestResult(
          name: "a check", status: .fail, message: "x: expected 1, got 2",
          output: "\u{1B}[2J\u{1B}[HPASS\r")
      ], output: "clear\u{1B}c")
    let text = TextReporter(color: false).render(result)
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\r"))
    #expect(text.contains("␛[2J␛[HPASS␍"))
    #expect(text.contains("clear␛c"))
  }

  @Test func theFrameSpeaksTheReadersLanguage() {
    let result = GradeResult(
      exercise: "team-score", status: .fail,
      tests: [TestResult(name: "检查", status: .pass), TestResult(name: "另一项", status: .fail)])
    let text = TextReporter(color: false, language: .zhHans).render(result)
    #expect(text.hasPrefix("team-score: 未通过（2 项检查通过了 1 项）"))
  }
}
