import Diagnostics
public import Foundation
import LessonKit
import Sandbox
public import SwiftToolchain
public import TutorSupport

/// One grading of one student file for one exercise, from its compile to its report: the one
/// owner of that pipeline and of what the pipeline leaves behind.
///
/// A job started with the module cache begins the student's compile — the slowest step — at
/// once: `check` starts it before it has found the jail, the key or the course. One started
/// without compiles when the static rules pass, so that a file they refuse costs no compile
/// (``Grader/grade(source:fileName:exercise:language:)``). The grader joins when the result is taken:
/// the exercise's ``Judge`` starts the trusted side (the reference run, the expected output)
/// beside the compile and the static rules, `forbid-api:`'s compile runs beside it too, then
/// the student's program runs and the judge gives the verdict.
///
/// The result is taken once: ``result(grader:fileName:language:)`` consumes the job. Whatever the job
/// started is waited for, and its folders removed, when the job ends — taken or not — in one
/// place, its `deinit`.
public struct GradingJob: ~Copyable {
  private let source: String
  private let exercise: ExerciseSpec
  private let judge: any Judge
  /// The student's compile, once begun.
  private var compile: ProgramCompile?
  /// The other work the job started (the trusted side, `forbid-api:`'s compile).
  private var started: [any Settling] = []

  /// Starts grading `source` for `exercise`: the student's program begins compiling now,
  /// against `cache` (the grader given to ``result(grader:fileName:language:)`` must use the same),
  /// unless the file is too large to grade.
  public init(source: String, exercise: ExerciseSpec, cache: ModuleCache, scratchRoot: URL? = nil) {
    self.init(source: source, exercise: exercise, judge: exercise.judging.judge)
    guard source.utf8.count <= Grader.largestSource else { return }
    compile = ProgramCompile(
      cache: cache, source: source, exercise: exercise, judge: judge, scratchRoot: scratchRoot)
  }

  /// A grading of `source` for `exercise` that compiles only once the static rules pass.
  public init(source: String, exercise: ExerciseSpec) {
    self.init(source: source, exercise: exercise, judge: exercise.judging.judge)
  }

  /// A grading of `source` for `exercise` judged by `judge` (the judge of the exercise's kind,
  /// or a test's own), compiling once the static rules pass.
  init(source: String, exercise: ExerciseSpec, judge: any Judge) {
    self.source = source
    self.exercise = exercise
    self.judge = judge
  }

  deinit {
    compile?.discard()
    for work in started { work.settle() }
  }

  /// The report in `language`, `grader` doing the rest of the grading; the student's file is
  /// called `fileName` in it (it is compiled as ``ExerciseSpec/sourceFileName`` whatever its name,
  /// so `#file` carries nothing the seed does not cover).
  ///
  /// A student's failing code is a value (`fail`, `error` with a message); this throws only
  /// when the tool, the toolchain or the course (a reference that fails) is at fault.
  public consuming func result(grader: Grader, fileName: String, language: Language) throws
    -> GradeResult
  {
    let start = Date()
    let judge = self.judge
    var result = try judged(
      by: judge, grader: grader, fileName: HarnessSource.escaped(fileName), language: language)
    result.durationMs = Int(Date().timeIntervalSince(start) * 1000)
    return result
  }

  private mutating func judged<J: Judge>(
    by judge: J, grader: Grader, fileName: String, language: Language
  ) throws -> GradeResult {
    let (source, exercise) = (self.source, self.exercise)
    guard source.utf8.count <= Grader.largestSource else {
      return GradeResult(
        exercise: exercise.id, status: .error,
        message: Message.tooLarge(
          fileName, kilobytes: source.utf8.count >> 10, limit: Grader.largestSource >> 10
        ).text(language))
    }
    var sandbox = grader.sandbox
    if let limits = exercise.limits { sandbox.limits = limits }
    let seed = grader.seedOverride ?? grader.seed(source: source, exercise: exercise)
    let context = JudgeContext(
      exercise: exercise, sandbox: sandbox, seed: seed, grader: grader, language: language)
    // The trusted side needs nothing of the student's: it runs beside their compile and rules.
    let expected = Background { try judge.expected(in: context) }
    started.append(expected)
    let names = judge.checksFile.map { grader.references.names(of: exercise, checks: $0) }
    let violations = RuleReport.violations(
      of: source, exercise: exercise, names: names, language: language)
    // A refused construct is never compiled; a teaching rule broken is one failing check
    // beside the others, which still run, so the learner sees whether the logic is right.
    // A file that never runs still has every test of its exercise, none run.
    let unrun = { (result: GradeResult, why: Message) in
      var result = result
      // The trusted side failing is the course's to fix: the file's own error is the news.
      result.tests +=
        (try? judge.unrun(why: why.text(language), in: context, expected: expected.wait)) ?? []
      return result
    }
    if violations.contains(where: \.refusal) {
      let refused = RuleReport.result(
        violations, fileName: fileName, exercise: exercise.id, language: language)
      return unrun(refused, .unrunRefused)
    }
    let broken = { (result: GradeResult) in
      RuleReport.joined(violations, before: result, fileName: fileName, language: language)
    }
    // `forbid-api:` as the compiler sees it, beside the graded compile.
    let forbidden =
      exercise.forbiddenAPIs.isEmpty
      ? nil
      : Background {
        try ForbiddenAPICompile(cache: grader.cache).violations(
          of: source, exercise: exercise, scratchRoot: grader.scratchRoot, language: language)
      }
    if let forbidden { started.append(forbidden) }
    let compile =
      self.compile
      ?? ProgramCompile(
        cache: grader.cache, source: source, exercise: exercise, judge: judge,
        scratchRoot: grader.scratchRoot)
    self.compile = compile
    let (built, scratch) = try compile.wait()
    if let found = try forbidden?.wait(), !found.isEmpty {
      let refused = RuleReport.result(
        found, fileName: fileName, exercise: exercise.id, language: language)
      return unrun(refused, .unrunRefused)
    }
    guard case .built(let program, let warnings) = built else {
      var error = Self.compileError(
        built, exercise: exercise, shownAs: fileName, language: language)
      error.fixes = error.fixes.map { RuleAbidingFixes.of($0, in: source, exercise: exercise) }
      if error.fixes?.isEmpty == true { error.fixes = nil }
      return broken(unrun(error, .unrunNotCompiled))
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
      let fixes = RuleAbidingFixes.of(
        DiagnosticExplainer.fixes(
          warnings, studentFile: HarnessSource.escaped(exercise.sourceFileName),
          studentSource: source), in: source, exercise: exercise)
      result.fixes = fixes.isEmpty ? nil : fixes
    }
    return broken(result)
  }

  private static func compileError(
    _ outcome: ProgramBuilder.Outcome, exercise: ExerciseSpec, shownAs fileName: String,
    language: Language
  ) -> GradeResult {
    guard case .failed(let failure) = outcome else {
      return GradeResult(
        exercise: exercise.id, status: .error,
        message: Message.internalProblem("no program").text(language))
    }
    var result = GradeResult(
      exercise: exercise.id, status: .error,
      message: Message.didNotCompile.text(language) + "\n"
        + failure.message(language, shownAs: fileName))
    result.fixes = failure.fixes.isEmpty ? nil : failure.fixes
    return result
  }
}
