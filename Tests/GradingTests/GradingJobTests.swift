import Foundation
import Grading
import Testing
import TutorTestSupport

/// A grading job owns its pipeline: started early (as `check` starts it) it gives the report a
/// grader gives, its result is taken once, and whatever it started is gone when it ends,
/// taken or not.
@Suite(.tags(.toolchain, .jail)) struct GradingJobTests {
  private func source(_ submission: String) -> String {
    GraderFixture.fixture("team-score/submissions/\(submission)")
  }

  @Test func aJobStartedEarlyGivesTheGradersReportAndLeavesNothing() throws {
    let scratch = try TestPaths.makeTemporaryFolder("job-early")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let grader = try GraderFixture.grader(scratch: scratch)
    for submission in ["pass.swift", "fail.swift", "compile-error.swift"] {
      let job = GradingJob(
        source: source(submission), exercise: GraderFixture.teamScore, cache: grader.cache,
        scratchRoot: scratch)
      let early = try job.result(grader: grader, fileName: submission, language: .en)
      let late = try grader.grade(
        source: source(submission), fileName: submission, exercise: GraderFixture.teamScore,
        language: .en)
      #expect(early.status == late.status, "\(submission)")
      #expect(early.tests.map(\.status) == late.tests.map(\.status), "\(submission)")
      #expect(early.message == late.message, "\(submission)")
      #expect(TestPaths.contents(of: scratch).isEmpty, "\(submission)")
    }
  }

  @Test func aJobWhoseResultIsNeverTakenRemovesItsCompile() throws {
    let scratch = try TestPaths.makeTemporaryFolder("job-dropped")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let job = GradingJob(
      source: source("pass.swift"), exercise: GraderFixture.teamScore,
      cache: try GraderFixture.cacheResult.get(), scratchRoot: scratch)
    _ = consume job
    #expect(TestPaths.contents(of: scratch).isEmpty)
    #expect(GraderFixture.processes(matching: scratch.path).isEmpty)
  }

  @Test func aFileTooLargeToGradeIsRefusedByAJobStartedEarly() throws {
    let scratch = try TestPaths.makeTemporaryFolder("job-large")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let grader = try GraderFixture.grader(scratch: scratch)
    let large = String(repeating: "// padding\n", count: Grader.largestSource / 10)
    let job = GradingJob(
      source: large, exercise: GraderFixture.teamScore, cache: grader.cache, scratchRoot: scratch)
    let result = try job.result(grader: grader, fileName: "large.swift", language: .en)
    #expect(result.status == .error)
    #expect(result.message?.contains("large.swift is too large to grade") == true)
    #expect(TestPaths.contents(of: scratch).isEmpty)
  }
}
