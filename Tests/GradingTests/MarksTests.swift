import Foundation
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import Grading
@testable import Reports

/// Marks from `grade`: CSV a spreadsheet opens as the teacher meant, and shards graded against
/// one assignment.
@Suite struct MarksTests {
  private static func result(_ student: String, _ exercise: String, passed: Int, of total: Int)
    -> GradeResult
  {
    let tests = (0..<total).map {
      TestResult(name: "check \($0)", status: $0 < passed ? .pass : .fail)
    }
    return GradeResult(
      exercise: exercise, student: student, status: GradeResult.status(of: tests), tests: tests)
  }

  /// Canvas's SIS Login ID and Moodle's ID number are the roster's, never its id (a GitHub user name
  /// that is a classmate's school login would mark that classmate).
  @Test func gradebooksNameStudentsByTheirSchoolsIdsOnly() {
    let roster = Roster(students: [
      .init(id: "octo", name: "Ann", email: nil, sisID: "S1"),
      .init(id: "bob", name: "Bob", email: "bob@school.edu"),
    ])
    let report = BatchReport(
      results: [
        Self.result("octo", "a", passed: 1, of: 1), Self.result("bob", "a", passed: 0, of: 1),
      ],
      assignment: Assignment(items: [.init(id: "a")], title: "Week 1"))
    let rows = GradebookReporter(.canvas).render(report, roster: roster).split(separator: "\r\n")
    #expect(rows.dropFirst(2) == ["Ann,,S1,,,1", "Bob,,,bob@school.edu,,0"], "\(rows)")
    let moodle = GradebookReporter(.moodle).render(report, roster: roster).split(separator: "\r\n")
    #expect(moodle.dropFirst() == [",S1,Ann,1", "bob@school.edu,,Bob,0"], "\(moodle)")
  }

  @Test func pointsArePartByChecksPassedAndMissingCountsNothing() {
    let assignment = Assignment(items: [.init(id: "a", points: 2), .init(id: "b")])
    var missing = GradeResult(exercise: "b", student: "ann", status: .missing)
    missing.message = "no file"
    let report = BatchReport(
      results: [Self.result("ann", "a", passed: 1, of: 3), missing], assignment: assignment)
    let csv = CSVReporter(language: .en).render(report)
    #expect(csv == "\u{FEFF}student,a,b,total,out of\r\nann,0.67,missing,0.67,3\r\n")
  }

  /// Three checks passed and `!` used twice (one rule test): by default the rule is one failed
  /// check of four; with `rule-cost:` it takes its part off what the checks earned.
  @Test(
    arguments: [(nil, "1.5"), (0.25, "1.5"), (0, "2"), (0.6, "0.8"), (1, "0")]
      as [(Double?, String)])
  func aBrokenRuleCostsWhatTheTeacherSays(cost: Double?, earned: String) {
    var rule = TestResult(name: "rule: no `!`", status: .fail, testCode: "force-unwrap")
    rule.rule = true
    let checks = (0..<3).map { TestResult(name: "check \($0)", status: .pass) }
    let result = GradeResult(
      exercise: "a", student: "ann", status: .fail, tests: [rule] + checks)
    let assignment = Assignment(items: [.init(id: "a", points: 2)], ruleCost: cost)
    let marks = Marks(BatchReport(results: [result], assignment: assignment))
    #expect(marks.rows.map { Marks.number($0.total) } == [earned])
  }

  /// The class page gives each cell's points and each student's marks when an assignment is
  /// given, in the teacher's language; without one it gives neither.
  @Test func theClassPageShowsMarksWithAnAssignment() {
    let assignment = Assignment(items: [.init(id: "a", points: 2), .init(id: "b")])
    let results = [
      Self.result("ann", "a", passed: 1, of: 4), Self.result("ann", "b", passed: 1, of: 1),
    ]
    let report = BatchReport(results: results, assignment: assignment)
    let english = ClassReportPage(language: .en).render(report)
    #expect(english.contains("<th>Marks</th>"), "\(english)")
    #expect(english.contains("FAIL 1/4<br>0.5 of 2 points</td>"), "\(english)")
    #expect(english.contains("<td class=\"num\">1.5 of 3 points</td>"), "\(english)")
    let chinese = ClassReportPage(language: .zhHans).render(report)
    #expect(chinese.contains("<th>得分</th>") && chinese.contains("1.5 / 3 分"), "\(chinese)")
    let unassigned = ClassReportPage(language: .en).render(BatchReport(results: results))
    #expect(!unassigned.contains("points") && !unassigned.contains("Marks"))
  }

  @Test func withoutAnAssignmentEveryExerciseGradedIsAColumnWorthOnePoint() {
    let report = BatchReport(results: [
      Self.result("bob", "b", passed: 2, of: 2), Self.result("ann", "a", passed: 0, of: 4),
    ])
    let csv = CSVReporter(language: .zhHans).render(report)
    #expect(csv == "\u{FEFF}学生,a,b,总分,满分\r\nann,0,,0,2\r\nbob,,1,1,2\r\n")
  }

  @Test func aStudentNameIsNeverAFormulaAndQuotesAreDoubled() {
    #expect(CSVReporter.field("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
    #expect(CSVReporter.field("+1 555") == "'+1 555")
    #expect(CSVReporter.field("@sum") == "'@sum")
    #expect(CSVReporter.field("-0.5") == "-0.5", "a number stays a number")
    #expect(CSVReporter.field("ann, bea") == "\"ann, bea\"")
    // A line break is shown, never raw: a CI log reads \r and \n as a line's start.
    #expect(CSVReporter.field("li\nne") == "li\u{240A}ne")
    #expect(CSVReporter.field("z\r::error::x") == "z\u{240D}::error::x")
    #expect(CSVReporter.field("张伟") == "张伟")
  }

  @Test func shardsGradedAgainstAnotherAssignmentAreRefused() throws {
    func shard(_ index: Int, _ ids: [String]) throws -> SealedShard {
      var report = BatchReport(results: [Self.result("s\(index)", "a", passed: 1, of: 1)])
      report.assignment = Assignment(items: ids.map { .init(id: $0) })
      let sealed = try report.sealed(
        shards: ShardCoverage(count: 2, included: [index]), build: "b", key: .forTests)
      return try ShardJoinTests.opened(sealed, as: "shard-\(index).json")
    }
    #expect(throws: MergeProblem.otherAssignment(path: "shard-2.json", first: "shard-1.json")) {
      try ShardMerge.join([shard(1, ["a"]), shard(2, ["a", "b"])], allowPartial: false)
    }
    let joined = try ShardMerge.join([shard(1, ["a"]), shard(2, ["a"])], allowPartial: false)
    #expect(joined.report.assignment?.ids == ["a"])
  }

  /// How late a hand-in was, in its two largest units and never more than it was: 40 s late
  /// once read "late by 0 d 1 h".
  @Test(arguments: [
    (40, "late by 40 s", "迟交 40 秒"), (12 * 60 + 59, "late by 12 min", "迟交 12 分钟"),
    (2 * 3600 + 5 * 60 + 30, "late by 2 h 5 min", "迟交 2 小时 5 分钟"),
    (30 * 3600 + 59, "late by 1 d 6 h", "迟交 1 天 6 小时"),
  ])
  func latenessIsShownAsItWas(seconds: Int, english: String, chinese: String) throws {
    let handIn = HandIn(
      at: "2026-12-04T11:00:00Z", source: .file, lateSeconds: seconds, share: 1)
    let late = try #require(handIn.late)
    #expect(late.text(.en) == english + " (by its file's time), keeps 100% of its points")
    #expect(late.text(.zhHans) == chinese + "（按文件的修改时间），保留 100% 的分数")
  }

  /// GitHub Classroom's points are the gradebook's: part by checks passed, times what a late
  /// hand-in keeps, and the message says how late. They were all or nothing and ignored `due:`.
  @Test func classroomPointsAreTheGradebooksLateIncluded() throws {
    let assignment = Assignment(items: [.init(id: "a", points: 2), .init(id: "b")])
    var late = Self.result("", "a", passed: 1, of: 2)
    late.handedIn = HandIn(
      at: "2026-12-04T11:00:00Z", source: .git, lateSeconds: 3600 * 30, share: 0.8)
    let report = BatchReport(
      results: [late, Self.result("", "b", passed: 1, of: 1)], assignment: assignment)
    let result = ClassroomReporter(language: .en).result(report)
    #expect(result.tests.map(\.score) == [0.8, 1])
    #expect(result.maxScore == 3)
    #expect(
      result.tests[0].message.contains("late by 1 d 6 h (by its last commit), keeps 80%"),
      "\(result.tests[0].message)")
    #expect(Marks(report).rows.first.map { Marks.number($0.total) } == "1.8")
    let chinese = ClassroomReporter(language: .zhHans).result(report)
    #expect(chinese.tests[0].score == 0.8)
    // A student's own report (the job's summary, `--per-student`) gives the same marks.
    let summary = MarkdownReporter(language: .en).render(report)
    #expect(
      summary.contains(
        "\n\n**Marks:** 1.8 of 3 points\n\n- `a`: 0.8 of 2 points · late by 1 d 6 h (by its last"
          + " commit), keeps 80% of its points\n- `b`: 1 of 1 points\n\n"), "\(summary)")
    let chineseSummary = MarkdownReporter(language: .zhHans).render(report)
    #expect(chineseSummary.contains("**成绩：**1.8 / 3 分"), "\(chineseSummary)")
    let unassigned = BatchReport(results: report.results)
    #expect(!MarkdownReporter(language: .en).render(unassigned).contains("Marks"))
  }

  /// A student's own report lists their exercises in the assignment's order, as its marks are,
  /// not in the order they were graded (alphabetical), each by its id alone (the folder of one
  /// student's work, `work` in the Classroom recipe, is not their name). The class's text
  /// report and the class page follow the same order (a teacher reader found them
  /// alphabetical), and the page says why a late cell kept less.
  @Test func everyReportFollowsTheAssignmentsOrder() throws {
    let assignment = Assignment(items: [.init(id: "zeta"), .init(id: "alpha")])
    var late = Self.result("work", "alpha", passed: 1, of: 1)
    late.handedIn = HandIn(
      at: "2026-12-04T11:00:00Z", source: .git, lateSeconds: 3600 * 30, share: 0.8)
    let report = BatchReport(
      results: [late, Self.result("work", "zeta", passed: 0, of: 1)], assignment: assignment)
    let summary = MarkdownReporter(language: .en).render(report)
    let zeta = try #require(summary.range(of: "\nzeta: FAIL"))
    let alpha = try #require(summary.range(of: "\nalpha: PASS"))
    #expect(zeta.lowerBound < alpha.lowerBound, "\(summary)")
    #expect(!summary.contains("work/"), "\(summary)")
    let text = TextReporter(color: false, language: .en).render(report)
    #expect(text.hasPrefix("FAIL work/zeta 0/1\nPASS work/alpha 1/1 · late by"), "\(text)")
    let page = ClassReportPage(language: .en).render(report)
    let zetaSection = try #require(page.range(of: "work/zeta: FAIL"))
    let alphaSection = try #require(page.range(of: "work/alpha: PASS"))
    #expect(zetaSection.lowerBound < alphaSection.lowerBound, "\(page)")
    #expect(
      page.contains("<br><small>late by 1 d 6 h (by its last commit), keeps 80% of its points"),
      "\(page)")
  }
}
