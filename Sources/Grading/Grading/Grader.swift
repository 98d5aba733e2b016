public import Foundation
import LessonKit
public import Sandbox
public import SwiftToolchain
public import TutorSupport

/// Grades one student file against one exercise: static rules, then the student's program and
/// the exercise's trusted side, both jailed, judged by the exercise's kind (``Judging``) — for
/// `checks`, the student's program (their file with the exercise's probes) and the reference
/// program (the solution with the same probes) run with the same seed and the grader compares
/// what they observed; for `output`, the program's output against the expected output. Each
/// grading is a ``GradingJob``.
///
/// A student's failing code is a value (`fail`, `error` with a message); `grade` throws only
/// when the tool, the toolchain or the course (a reference that fails) is at fault.
public struct Grader: Sendable {
  /// The prebuilt sample modules.
  public let cache: ModuleCache
  /// The sandbox every run uses (an exercise's own limits replace its limits).
  public var sandbox: Sandbox
  /// Where private scratch folders are made (default `$TMPDIR`, else `/tmp`).
  public var scratchRoot: URL?
  /// The secret the random checks' seed is keyed with.
  public let key: GradingKey
  /// A seed to draw from instead of the key's (a teacher reproducing a report).
  public var seedOverride: UInt64?
  /// The reference programs and expected outputs, shared by copies of this grader.
  public let references: References

  /// A grader over `cache`.
  public init(cache: ModuleCache, sandbox: Sandbox, key: GradingKey) {
    self.cache = cache
    self.sandbox = sandbox
    self.key = key
    references = References(cache: cache)
  }

  /// Grades `source` (the student's file, which the report calls `fileName`) for `exercise`,
  /// the report in `language`: a ``GradingJob`` that compiles once the static rules pass, its
  /// result taken at once.
  ///
  /// Whatever the file is called, it is compiled as `<exercise>.swift`
  /// (``ExerciseSpec/sourceFileName``), so `#file` carries nothing the seed does not cover;
  /// the report's diagnostics and rule lines name `fileName`.
  public func grade(
    source: String, fileName: String, exercise: ExerciseSpec, language: Language
  ) throws -> GradeResult {
    try GradingJob(source: source, exercise: exercise).result(
      grader: self, fileName: fileName, language: language)
  }

  /// The largest student file graded, in bytes: parsing and compiling cost grows with it, and no
  /// exercise needs more.
  public static let largestSource = 256 << 10

  /// The seed both programs draw their inputs from: the ``key``'s digest of the submission and
  /// the exercise, so the same file always gets the same report with the same key (CI reports
  /// reproduce, shards merge, the result cache is consistent), while any change to the file — a
  /// table of answers learnt from a report, a comment ground until the inputs miss a bug —
  /// draws inputs nobody without the key can foresee.
  public func seed(source: String, exercise: ExerciseSpec) -> UInt64 {
    let checks = exercise.judging.judge.checksFile ?? ""
    return key.seed([exercise.id, checks, exercise.solutionSource, source])
  }
}
