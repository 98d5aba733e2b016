import Foundation
import Sandbox
import SwiftToolchain
import TutorSupport

/// One kind of exercise, as grading sees it: the program a submission becomes, what the
/// trusted side expects of it, and how a run of the student's program is judged.
///
/// ``Judging`` holds the judge of an exercise's kind (made by the kind's ``JudgedKind``
/// conformance); a ``GradingJob`` asks it and does the rest — the static rules, the compile,
/// the clean-up — the same for every kind. Adding a kind is writing one of these and its
/// descriptor (the README's "Adding a kind of exercise"; `JudgeTests` adds a toy judge in a few
/// lines).
protocol Judge: Sendable {
  /// What the trusted side gives: the reference's observations, the expected output.
  associatedtype Expected: Sendable

  /// The text compiled beside the student's file as `checks.swift`, when the kind has one
  /// (default: none). The seed, the reference program's key and the rule against declaring
  /// the names the checks use all come from it.
  var checksFile: String? { get }

  /// The generated `main.swift` of `student`'s program, compiled as `fileName`, importing
  /// `imports` (default: ``HarnessSource/program(student:fileName:imports:)``, the file
  /// run as it is).
  func main(student: String, fileName: String, imports: [String]) -> String

  /// What the student's program is judged against. It runs on another thread, beside the
  /// student's compile and rules, and throws only when the course's side fails.
  func expected(in grading: JudgeContext) throws -> Expected

  /// Runs the student's compiled `program` in the folder `scratch` and judges the run;
  /// `expected` waits for the trusted side (call it once the student's run is under way or
  /// done, so that the two overlap).
  func verdict(
    of program: URL, scratch: URL, in grading: JudgeContext, expected: () throws -> Expected
  ) throws -> GradeResult

  /// The tests of a program that never ran (it did not compile, or it was refused): every
  /// test the kind has, none run, each saying `why` — so an exercise's count of tests is the
  /// same whatever happened to the file. `expected` waits for the trusted side.
  func unrun(why: String, in grading: JudgeContext, expected: () throws -> Expected) throws
    -> [TestResult]
}

extension Judge {
  var checksFile: String? { nil }

  func main(student: String, fileName: String, imports: [String]) -> String {
    HarnessSource.program(student: student, fileName: fileName, imports: imports)
  }

  /// None: a kind whose tests are known only by running the student's program.
  func unrun(why: String, in grading: JudgeContext, expected: () throws -> Expected) throws
    -> [TestResult]
  { [] }
}

/// What a judge works with in one grading.
struct JudgeContext: Sendable {
  /// The exercise graded.
  let exercise: ExerciseSpec
  /// The sandbox of this grading's runs: the grader's, with the exercise's own limits.
  let sandbox: Sandbox
  /// The seed the student's program and the reference both draw from.
  let seed: UInt64
  /// The grader: its references, key and scratch root.
  let grader: Grader
  /// The language of the report.
  let language: Language

  /// What finds the student's line when `program`, compiled from their file, crashes.
  func crashes(in program: URL) -> CrashLocator {
    CrashLocator(
      program: program, studentFile: HarnessSource.escaped(exercise.sourceFileName),
      symbolizer: grader.cache.toolchain.symbolizer)
  }
}
