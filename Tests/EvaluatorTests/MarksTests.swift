import Foundation
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import Evaluator

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

  @Test func pointsArePartByChecksPassedAndMissingCountsNothing() {
    let assignment = Assignment(items: [.init(id: "a", points: 2), .init(id: "b")])
    var missing = GradeResult(exercise: "b", student: "ann", status: .missing)
    missing.message = "no file"
    let report = BatchReport(
      results: [Self.result("ann", "a", passed: 1, of: 3), missing], assignment: assignment)
    let csv = CSVReporter(language: .en).render(report)
    #expect(csv == "\u{FEFF}student,a,b,total,out of\r\nann,0.67,missing,0.67,3\r\n")
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
}
