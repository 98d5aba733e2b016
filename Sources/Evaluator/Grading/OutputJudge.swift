import Foundation

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
      sandbox: grading.sandbox, program: program, scratch: scratch, language: grading.language
    ).run()
    return run.judge(exercise: grading.exercise.id, expected: try expected())
  }
}
