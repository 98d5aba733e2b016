import Foundation
import Grading
import LessonKit
import TutorSupport

/// `validate`'s grading of an exercise's `solution.swift` as a student's file: it must pass,
/// rules and all. Every check it fails is a problem of its own, at the line the report names.
struct SolutionCheck {
  let grader: Grader
  /// The teacher's language.
  let language: Language
  let spec: ExerciseSpec
  let exercise: Exercise

  /// The problems, and whether the grading may be kept (no time limit decided it).
  ///
  /// Without a sound reference (`referenceSound` false: its problems are reported already)
  /// nothing can be compared, so only the static rules are checked. Throws only when the tool
  /// or the toolchain fails, or the reference does.
  func problems(referenceSound: Bool) throws -> (problems: [LessonProblem], repeatable: Bool) {
    let file = exercise.files.solution
    guard referenceSound else {
      let names = spec.judging.checksFile.map {
        grader.references.names(of: spec, checks: $0)
      }
      let violations = RuleReport.violations(
        of: spec.solutionSource, exercise: spec, names: names, language: language)
      let result = RuleReport.result(
        violations, fileName: file.lastPathComponent, exercise: spec.id, language: language)
      return (violations.isEmpty ? [] : failures(of: result), true)
    }
    let result = try grader.grade(
      source: spec.solutionSource, fileName: file.lastPathComponent, exercise: spec,
      language: language)
    return (result.status == .pass ? [] : failures(of: result), !result.hitTimeLimit)
  }

  /// One problem per failing check, or one for the whole file when no check ran.
  private func failures(of result: GradeResult) -> [LessonProblem] {
    let file = exercise.files.solution
    let failing = result.tests.filter { $0.status != .pass }
    let summaries =
      failing.isEmpty
      ? [result.message ?? result.status.rawValue]
      : failing.map { "\($0.name): \($0.message ?? $0.status.rawValue)" }
    return summaries.map { summary in
      LessonProblem(
        .error, file: file, line: CompileProblems.line(of: file.lastPathComponent, in: summary),
        Catalog.text(
          "judge.validate.solution-fails", language,
          ["exercise": exercise.id, "summary": summary.clipped(to: 400, language)]))
    }
  }
}
