import Foundation
import LessonKit
import Sandbox
import TutorSupport

/// The judge of `kind: output`: the student's program runs as it is, and what it prints must
/// equal the expected output, line by line, trailing whitespace aside.
struct OutputJudge: Judge {
  /// The contents of `expected-output.txt`; nil: what the solution prints.
  let expectedOutput: String?

  /// The expected output: the exercise's file, else what the solution prints (run once per
  /// exercise and kept).
  func expected(in grading: JudgeContext) throws -> String {
    if let expectedOutput { return expectedOutput }
    return try grading.grader.references.solutionOutput(
      for: grading.exercise, sandbox: grading.sandbox, scratchRoot: grading.grader.scratchRoot)
  }

  /// What the student's program printed, compared with the expected output.
  func verdict(
    of program: URL, scratch: URL, in grading: JudgeContext, expected: () throws -> String
  ) throws -> GradeResult {
    let run = try OutputExecution(
      sandbox: grading.sandbox, program: program, scratch: scratch, language: grading.language,
      crashes: grading.crashes(in: program)
    ).run()
    return Self.result(
      of: run, exercise: grading.exercise.id, expected: try expected(), grading.language)
  }

  /// The one test, not run.
  func unrun(why: String, in grading: JudgeContext, expected: () throws -> String) throws
    -> [TestResult]
  {
    let message = Message.notRun(why).text(grading.language)
    var test = TestResult(
      name: Message.outputMatches.text(grading.language), status: .error, message: message,
      testCode: Self.testCode)
    test.notRun = true
    return [test]
  }

  /// What the one test is called in a report's code column.
  private static let testCode = "print(…) == expected-output.txt"

  /// The result of comparing what `run` printed with `expected`: one test, `error` when the
  /// run did not end normally.
  private static func result(
    of run: OutputExecution.Run, exercise: String, expected: String, _ language: Language
  ) -> GradeResult {
    let name = Message.outputMatches.text(language)
    let code = testCode
    let printed = run.printed
    let shown = printed.isEmpty ? nil : printed.clipped(to: 500, language)
    if let failure = run.failure {
      // What it printed is the result's output, said once.
      var test = TestResult(name: name, status: .error, message: failure, testCode: code)
      test.line = run.failureLine
      var result = GradeResult(
        exercise: exercise, status: .error, message: failure, tests: [test], output: shown)
      result.hitTimeLimit = run.hitTimeLimit
      result.line = run.failureLine
      return result
    }
    var message = OutputComparison.difference(
      expected: expected, actual: printed, language: language, context: 2)
    if run.dropped > 0 {
      let cut = Message.outputCut(run.limits.outputBytes >> 10, dropped: run.dropped)
      message = (message.map { $0 + "\n" } ?? "") + "(\(cut.text(language)))"
    }
    let test = TestResult(
      name: name, status: message == nil ? .pass : .fail, message: message, testCode: code)
    return GradeResult(exercise: exercise, status: test.status, tests: [test], output: shown)
  }
}

extension Judging {
  /// `kind: output`: what the program prints must equal `expected` (`expected-output.txt`),
  /// trailing whitespace aside; nil: what the solution prints.
  public static func output(expected: String?) -> Judging {
    Judging(kind: OutputKind().name, judge: OutputJudge(expectedOutput: expected))
  }
}

extension OutputKind: JudgedKind {
  func judging(of exercise: Exercise) throws -> Judging {
    .output(expected: try exercise.files.expectedOutput.map(ExerciseSpec.read))
  }
}
