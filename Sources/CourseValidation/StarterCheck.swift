import Diagnostics
import Foundation
import Grading
import LessonKit
import SwiftToolchain
import TutorSupport

/// `validate`'s look at an exercise's `starter.swift`: it must compile — whatever its rules
/// say, since a starter that breaks a `require:` rule is never compiled by a grading — and
/// must not pass; each compile error is reported at its line. Its translations must fail the
/// same way (``StarterTranslations``).
struct StarterCheck {
  let grader: Grader
  /// The teacher's language.
  let language: Language
  let spec: ExerciseSpec
  let exercise: Exercise

  /// The problems, and whether they may be kept (no time limit decided them).
  ///
  /// With `referenceSound` false (its problems are reported already) the starter is only
  /// compiled; with `checksCompile` false too, the errors inside the checks are left out, since
  /// they are the checks' own. Throws only when the tool or the toolchain fails, or the reference
  /// does.
  func problems(referenceSound: Bool, checksCompile: Bool) throws
    -> (problems: [LessonProblem], repeatable: Bool)
  {
    let file = exercise.files.starter
    let source = try ExerciseSpec.read(file)
    let names = spec.judging.checksFile.map {
      grader.references.names(of: spec, checks: $0)
    }
    let violations = RuleReport.violations(
      of: source, exercise: spec, names: names, language: language)
    guard violations.isEmpty, referenceSound else {
      if let broken = try compileProblems(source, checksCompile: checksCompile) {
        return (broken, true)
      }
      guard !violations.isEmpty else { return ([], true) }
      let english = RuleReport.result(
        violations, fileName: file.lastPathComponent, exercise: spec.id, language: language)
      return (translations.problems(of: exercise, english: english), true)
    }
    let result = try grade(file)
    if result.status == .pass {
      let message = Message("judge.validate.starter-passes", ["exercise": exercise.id])
      return ([LessonProblem(.error, file: file, message.text(language))], true)
    }
    // Did not compile, or stopped before its first check: every check is listed, none run.
    let neverRan = result.tests.allSatisfy { $0.notRun == true }
    guard result.status != .error || !neverRan else {
      return (broken(result.message ?? result.status.rawValue), !result.hitTimeLimit)
    }
    // Translations are compared with a starter that is right itself.
    return (translations.problems(of: exercise, english: result), !result.hitTimeLimit)
  }

  private var translations: StarterTranslations {
    StarterTranslations(grade: { try grade($0) }, language: language)
  }

  private func grade(_ file: URL) throws -> GradeResult {
    let source = try ExerciseSpec.read(file)
    return try grader.grade(
      source: source, fileName: file.lastPathComponent, exercise: spec, language: language)
  }

  /// The starter's compile errors, each at its line (those inside the checks only when they
  /// compile with the solution); nil when it compiles.
  private func compileProblems(_ source: String, checksCompile: Bool) throws -> [LessonProblem]? {
    let compile = ProgramCompile(
      cache: grader.cache, source: source, exercise: spec,
      scratchRoot: grader.scratchRoot)
    let (built, scratch) = try compile.wait()
    defer { scratch.remove() }
    guard case .failed(var failure) = built else { return nil }
    if !checksCompile {
      failure = failure.leaving(out: "checks.swift")
      guard failure.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
    }
    let file = exercise.files.starter
    return CompileProblems.problems(failure, language: language) { error in
      // An error inside the checks is what the starter lacks: said in the student's terms.
      let words =
        error.file == "checks.swift"
        ? DiagnosticExplainer.explain(error.message, language) : error.message
      let message = Message.starterBroken(exercise.id, words)
      return .init(
        file: file, line: error.file == spec.sourceFileName ? error.line : nil, message: message)
    }
  }

  /// A starter that did not compile or stopped before its first check, at the lines its
  /// report names (one problem per compile error).
  private func broken(_ report: String) -> [LessonProblem] {
    let file = exercise.files.starter
    let name = file.lastPathComponent
    let errors = Diagnostic.parse(report).filter { $0.severity == .error && $0.file == name }
    let parts =
      errors.isEmpty
      ? [(CompileProblems.line(of: name, in: report), report)]
      : errors.map { (Optional($0.line), $0.message) }
    return parts.map { line, words in
      let message = Message.starterBroken(exercise.id, words.clipped(to: 400, language))
      return LessonProblem(.error, file: file, line: line, message.text(language))
    }
  }
}
