import Foundation
import LessonKit
import TutorSupport

/// Grades one student file against one exercise: static rules, then the student's program and
/// the exercise's trusted side, both jailed, judged by the exercise's kind (``Judging``) — for
/// `checks`, the student's program (their file with the exercise's probes) and the reference
/// program (the solution with the same probes) run with the same seed and the grader compares
/// what they observed; for `output`, the program's output against the expected output.
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
  /// The language of the report (check names, messages).
  public var language: Language
  /// The secret the random checks' seed is keyed with.
  public let key: GradingKey
  /// A seed to draw from instead of the key's (a teacher reproducing a report).
  public var seedOverride: UInt64?
  /// The reference programs and expected outputs, shared by copies of this grader.
  public let references: References

  /// A grader over `cache`.
  public init(cache: ModuleCache, sandbox: Sandbox, key: GradingKey, language: Language = .en) {
    self.cache = cache
    self.sandbox = sandbox
    self.key = key
    self.language = language
    references = References(cache: cache)
  }

  /// Grades `source` (the student's file, which the report calls `fileName`) for `exercise`,
  /// using `compile` when it was started early for exactly this grading.
  ///
  /// Whatever the file is called, it is compiled as `<exercise>.swift`
  /// (``ExerciseSpec/sourceFileName``), so `#file` carries nothing the seed does not cover;
  /// the report's diagnostics and rule lines name `fileName`.
  public func grade(
    source: String, fileName: String, exercise: ExerciseSpec, compile: ProgramCompile? = nil
  ) throws -> GradeResult {
    let start = Date()
    var result = try gradeUntimed(
      source: source, fileName: HarnessSource.escaped(fileName), exercise: exercise,
      judge: exercise.judging.judge, compile: compile)
    result.durationMs = Int(Date().timeIntervalSince(start) * 1000)
    return result
  }

  private func gradeUntimed<J: Judge>(
    source: String, fileName: String, exercise: ExerciseSpec, judge: J,
    compile: ProgramCompile?
  ) throws -> GradeResult {
    guard source.utf8.count <= Self.largestSource else {
      compile?.discard()
      return GradeResult(
        exercise: exercise.id, status: .error,
        message: JudgeText.tooLarge(
          fileName, kilobytes: source.utf8.count >> 10, limit: Self.largestSource >> 10,
          language))
    }
    var runSandbox = sandbox
    if let limits = exercise.limits { runSandbox.limits = limits }
    let seed = seedOverride ?? seed(source: source, exercise: exercise)
    // The trusted side needs nothing of the student's: it runs beside their compile and rules.
    let context = JudgeContext(exercise: exercise, sandbox: runSandbox, seed: seed, grader: self)
    let expected = Background { try judge.expected(in: context) }
    let names = judge.checksFile.map { references.names(of: exercise, checks: $0) }
    let violations = RuleReport.violations(
      of: source, exercise: exercise, names: names, language: language)
    if !violations.isEmpty {
      compile?.discard()
      _ = try? expected.wait()  // not left running beside the next grading
      return RuleReport.result(
        violations, fileName: fileName, exercise: exercise.id, language: language)
    }
    // `forbid-api:` as the compiler sees it, beside the graded compile.
    let forbidden =
      exercise.forbiddenAPIs.isEmpty
      ? nil
      : Background { [self] in
        try ForbiddenAPICompile(cache: cache).violations(
          of: source, exercise: exercise, scratchRoot: scratchRoot, language: language)
      }
    let mine = try compile?.take(source: source, exercise: exercise)
    let (built, scratch) =
      try mine
      ?? ProgramCompile(
        cache: cache, source: source, exercise: exercise, judge: judge, scratchRoot: scratchRoot
      ).wait()
    defer { scratch.remove() }
    if let found = try forbidden?.wait(), !found.isEmpty {
      _ = try? expected.wait()
      return RuleReport.result(found, fileName: fileName, exercise: exercise.id, language: language)
    }
    guard case .built(let program, let warnings) = built else {
      _ = try? expected.wait()
      return compileError(built, exercise: exercise, shownAs: fileName)
    }
    var result = try judge.verdict(
      of: program, scratch: scratch.url, in: context, expected: expected.wait)
    if fileName != exercise.sourceFileName {
      result = result.renamingPlaces(of: exercise.sourceFileName, to: fileName)
    }
    if !warnings.isEmpty {
      result.warnings = warnings.map {
        $0.renamed(from: exercise.sourceFileName, to: fileName).formatted
      }
    }
    return result
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

  private func compileError(
    _ outcome: ProgramBuilder.Outcome, exercise: ExerciseSpec, shownAs fileName: String
  ) -> GradeResult {
    guard case .failed(let failure) = outcome else {
      return GradeResult(
        exercise: exercise.id, status: .error,
        message: JudgeText.internalProblem("no program", language))
    }
    return GradeResult(
      exercise: exercise.id, status: .error,
      message: JudgeText.didNotCompile(language) + "\n"
        + failure.message(language, shownAs: fileName))
  }
}
