import Foundation
import LessonKit
import Sandbox
import SwiftToolchain

/// The judge of `kind: checks`: the student's file is compiled with the exercise's probes, and
/// what they observe is compared, check by check, with what they observe of the trusted
/// reference program (the solution with the same probes) run with the same seed.
package struct ChecksJudge: Judge {
  /// The contents of `checks.swift`.
  let probes: String

  var checksFile: String? { probes }

  func main(student: String, fileName: String, imports: [String]) -> String {
    HarnessSource.checks(student: student, fileName: fileName, imports: imports)
  }

  /// The reference program's observations with this grading's seed.
  func expected(in grading: JudgeContext) throws -> ProbeStream {
    let references = grading.grader.references
    // Parsed here, beside the student's compile, for the verdict to quote.
    _ = references.probeSource(of: grading.exercise, probes: probes)
    return try references.observations(
      for: grading.exercise, probes: probes, seed: grading.seed, sandbox: grading.sandbox,
      language: grading.language, scratchRoot: grading.grader.scratchRoot)
  }

  /// The student's observations judged against the reference's, with the seed recorded.
  func verdict(
    of program: URL, scratch: URL, in grading: JudgeContext, expected: () throws -> ProbeStream
  ) throws -> GradeResult {
    let student = try ProbeExecution(
      sandbox: grading.sandbox, program: program, scratch: scratch, seed: grading.seed,
      language: grading.language, crashes: grading.crashes(in: program)
    ).run()
    let source = grading.grader.references.probeSource(of: grading.exercise, probes: probes)
    var result = ChecksReport(language: grading.language, source: source).result(
      exercise: grading.exercise.id, student: student, reference: try expected(),
      outputLimit: grading.sandbox.limits.outputBytes)
    result.seed = SeedRecord(key: grading.grader.key.id, seed: grading.seed)
    return result
  }

  /// Every check of the reference, none run.
  func unrun(why: String, in grading: JudgeContext, expected: () throws -> ProbeStream) throws
    -> [TestResult]
  {
    var student = ProbeStream()
    student.unrunReason = why
    let source = grading.grader.references.probeSource(of: grading.exercise, probes: probes)
    return Verdicts(language: grading.language, source: source)
      .tests(student: student, reference: try expected())
  }
}

extension Judging {
  /// `kind: checks`, judged by the probes of `checks.swift` (`probes`, its contents).
  public static func checks(probes: String) -> Judging {
    Judging(kind: ChecksKind().name, judge: ChecksJudge(probes: probes))
  }
}

extension ChecksKind: JudgedKind {
  func judging(of exercise: Exercise) throws -> Judging {
    // The loader refuses a `checks` exercise without the file; one made by hand is named.
    let checks =
      exercise.files.checks ?? exercise.files.folder.appendingPathComponent("checks.swift")
    return .checks(probes: try ExerciseSpec.read(checks))
  }
}
