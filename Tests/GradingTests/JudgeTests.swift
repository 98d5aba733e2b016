import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Grading

/// A kind of exercise is one judge: the job does the rest (rules, compile, jail, clean-up) the
/// same for every kind. A real kind is also a descriptor in LessonKit's `ExerciseKinds.all`
/// and its `JudgedKind` conformance (`KindRegistryTests`); this toy is handed to the job
/// directly.
@Suite(.tags(.toolchain, .jail)) struct JudgeTests {
  /// A toy kind: the program must print as many lines as the solution does.
  private struct LineCountJudge: Judge {
    func expected(in grading: JudgeContext) throws -> Int {
      try grading.grader.references.solutionOutput(
        for: grading.exercise, sandbox: grading.sandbox, scratchRoot: grading.grader.scratchRoot
      ).count { $0 == "\n" }
    }

    func verdict(
      of program: URL, scratch: URL, in grading: JudgeContext, expected: () throws -> Int
    ) throws -> GradeResult {
      let run = try OutputExecution(
        sandbox: grading.sandbox, program: program, scratch: scratch, language: grading.language
      ).run()
      let lines = try expected()
      let status: GradeStatus = run.printed.count { $0 == "\n" } == lines ? .pass : .fail
      return GradeResult(exercise: grading.exercise.id, status: status)
    }
  }

  private let spec = ExerciseSpec(
    id: "two-lines", judging: .output(expected: nil), forbid: [.forceUnwrap],
    solutionSource: "print(\"one\")\nprint(\"two\")\n")

  private func grade(_ source: String) throws -> (GradeResult, leftovers: [String]) {
    let scratch = try TestPaths.makeTemporaryFolder("toy-kind")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let grader = try GraderFixture.grader(scratch: scratch)
    let job = GradingJob(source: source, exercise: spec, judge: LineCountJudge())
    let result = try job.result(grader: grader, fileName: "lines.swift", language: .en)
    return (
      result, TestPaths.contents(of: scratch) + GraderFixture.processes(matching: scratch.path)
    )
  }

  @Test func aToyKindJudgesThroughTheJob() throws {
    let (same, leftovers) = try grade("print(1)\nprint(2)\n")
    #expect(same.status == .pass)
    #expect(leftovers.isEmpty)
    let (fewer, _) = try grade("print(1)\n")
    #expect(fewer.status == .fail)
  }

  @Test func theJobsRulesComeBeforeAnyKindsVerdict() throws {
    let (result, leftovers) = try grade("let a: Int? = 1\nprint(a!)\nprint(2)\n")
    #expect(result.status == .fail)
    #expect(result.tests.map(\.testCode) == ["force-unwrap"])
    #expect(leftovers.isEmpty)
  }

  /// An `output` exercise has one test, listed not run when the file does not compile.
  @Test func anOutputExerciseThatDoesNotCompileIsZeroOfOne() throws {
    let scratch = try TestPaths.makeTemporaryFolder("output-kind")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let grader = try GraderFixture.grader(scratch: scratch)
    let result = try grader.grade(
      source: "print(1 + \"a\")\n", fileName: "lines.swift", exercise: spec, language: .en)
    #expect(result.status == .error)
    #expect(result.tests.map(\.status) == [.error])
    #expect(result.tests.first?.message == "not run: the file did not compile")
    #expect(result.tests.first?.testCode == "print(…) == expected-output.txt")
  }
}
