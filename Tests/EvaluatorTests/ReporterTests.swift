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

  /// `grade`'s one line per submission quotes the first line of an error, which may be the
  /// student's own standard error: it must not repaint itself into a green PASS.
  @Test func aBatchLineShowsTheStudentsTextAsPictures() {
    var result = GradeResult(
      exercise: "team-score", status: .error,
      message: "Fatal error: x\r\u{1B}[2K\u{1B}[32;1mPASS\u{1B}[0m mallory/team-score 9/9")
    result.student = "mallory\u{202E}"
    let report = BatchReport(results: [result])
    let text = TextReporter(color: false).render(report)
    #expect(!text.contains("\u{1B}") && !text.contains("\r") && !text.contains("\u{202E}"))
    #expect(text.contains("mallory<U+202E>/team-score"))
    #expect(text.contains("x␍␛[2K"))
  }

  @Test func theFrameSpeaksTheReadersLanguage() {
    let result = GradeResult(
      exercise: "team-score", status: .fail,
      tests: [TestResult(name: "检查", status: .pass), TestResult(name: "另一项", status: .fail)])
    let text = TextReporter(color: false, language: .zhHans).render(result)
    #expect(text.hasPrefix("team-score: 未通过（2 项检查通过了 1 项）"))
  }
}
