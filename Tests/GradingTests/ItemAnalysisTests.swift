import Foundation
import Grading
import Reports
import Testing
import TutorSupport

/// The item analysis: checks failed most come first, the same wrong answer from several
/// students is one line with their count, and the page shows a student's text harmlessly.
@Suite struct ItemAnalysisTests {
  private static func result(_ student: String, fails: [(String, got: String?)]) -> GradeResult {
    var tests = [TestResult(name: "sums", status: .pass)]
    for (name, got) in fails {
      var test = TestResult(name: name, status: .fail, message: "expected 1")
      test.observed = Observed(what: "teamScore([50])", expected: "1", got: got)
      tests.append(test)
    }
    if fails.isEmpty { tests.append(TestResult(name: "boundary", status: .pass)) }
    return GradeResult(
      exercise: "team-score", student: student, status: GradeResult.status(of: tests),
      tests: tests)
  }

  private static let report = BatchReport(
    results: [
      result("ann", fails: [("boundary", got: "3")]),
      result("bob", fails: [("boundary", got: "3")]),
      result("cat", fails: [("boundary", got: "50")]),
      result("dan", fails: []),
      GradeResult(exercise: "team-score", student: "eve", status: .missing),
    ])

  @Test func checksFailedMostComeFirstWithTheirCommonWrongAnswers() throws {
    let exercise = try #require(Self.report.summary.exercises.first)
    #expect(exercise.id == "team-score")
    #expect(exercise.handedIn == 4 && exercise.passed == 1 && exercise.missing == 1)
    #expect(exercise.checks.map(\.name) == ["boundary", "sums"])
    let boundary = exercise.checks[0]
    #expect(boundary.failed == 3 && boundary.ran == 4)
    #expect(boundary.wrong.map(\.students) == [2, 1])
    #expect(boundary.wrong.map(\.observed.got) == ["3", "50"])
  }

  @Test func theAnalysisTravelsInTheJSONSummary() throws {
    let data = Data(JSONReporter.render(Self.report).utf8)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let summary = object?["summary"] as? [String: Any]
    let exercises = summary?["exercises"] as? [[String: Any]]
    #expect(exercises?.first?["handed_in"] as? Int == 4)
    let decoded = try JSONDecoder().decode(BatchReport.self, from: data)
    #expect(decoded.summary.exercises == Self.report.summary.exercises)
  }

  @Test func thePageSaysItInTheTeachersLanguage() {
    let english = ClassReportPage(language: .en).render(Self.report)
    #expect(english.contains("<html lang=\"en\">"))
    #expect(english.contains("What the class got wrong"))
    #expect(english.contains("<code>teamScore([50])</code> gave <code>3</code>"))
    #expect(english.contains("(expected <code>1</code>): <b>2 students</b>"), "\(english)")
    #expect(english.contains("1 of 4 passed"))
    let chinese = ClassReportPage(language: .zhHans).render(Self.report)
    #expect(chinese.contains("<html lang=\"zh-Hans\">"))
    #expect(chinese.contains("全班错在哪里"))
    #expect(chinese.contains("<code>teamScore([50])</code> 的结果是 <code>3</code>（应为 <code>1</code>）"))
    #expect(chinese.contains("（应为 <code>1</code>）：<b>2 名学生</b>"), "a full-width colon")
  }

  @Test func aStudentsTextCannotWriteMarkup() {
    var hostile = Self.result(
      "<script>x</script>\u{202E}", fails: [("boundary", got: "\u{0600}<img src=x>")])
    hostile.output = "</pre><h1>forged</h1>"
    let page = ClassReportPage(language: .en).render(BatchReport(results: [hostile]))
    #expect(!page.contains("<script>") && !page.contains("<img") && !page.contains("<h1>forged"))
    #expect(page.contains("&lt;script&gt;x&lt;/script&gt;&lt;U+202E&gt;"))
    #expect(page.contains("\u{0600}&lt;img src=x&gt;"))
  }
}
