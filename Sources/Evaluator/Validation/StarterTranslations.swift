import Foundation
import LessonKit
import SwiftParser
import SwiftSyntax
import TutorSupport

/// A starter in another language (`starter.zh-Hans.swift`) must start the learner where the
/// English one does: the same code with its comments translated, so it compiles and fails
/// alike. Token-for-token the same code needs no grading; other code is graded and must fail
/// the same checks in the same way.
struct StarterTranslations {
  /// Grades a file against the exercise.
  let grade: (URL) throws -> GradeResult
  /// The teacher's language.
  let language: Language

  /// The problems of `exercise`'s translated starters, given how the English one did.
  func problems(of exercise: Exercise, english: GradeResult) -> [LessonProblem] {
    let starter = exercise.files.starter
    var problems: [LessonProblem] = []
    for (_, file) in exercise.files.translatedStarters.sorted(by: {
      $0.key.rawValue < $1.key.rawValue
    }) {
      do {
        let original = try String(contentsOf: starter, encoding: .utf8)
        let translated = try String(contentsOf: file, encoding: .utf8)
        if Self.tokens(original) == Self.tokens(translated) { continue }
        let result = try grade(file)
        guard Self.verdict(result) != Self.verdict(english) else { continue }
        problems.append(
          LessonProblem(
            .error, file: file,
            Catalog.text(
              "judge.validate.starter-translation", language,
              [
                "file": file.lastPathComponent, "got": describe(result),
                "want": describe(english),
              ])))
      } catch {
        problems.append(
          LessonProblem(
            .error, file: file,
            Catalog.text(
              "judge.validate.cannot-check", language,
              ["error": EvaluatorError.text(of: error, language)])))
      }
    }
    return problems
  }

  /// The code's tokens, comments and spacing left out.
  static func tokens(_ source: String) -> [String] {
    Parser.parse(source: source).tokens(viewMode: .sourceAccurate).map(\.text)
  }

  /// What a grading says, check by check.
  private static func verdict(_ result: GradeResult) -> [String] {
    [result.status.rawValue] + result.tests.map { "\($0.status.rawValue): \($0.name)" }
  }

  private func describe(_ result: GradeResult) -> String {
    let passed = result.tests.filter { $0.status == .pass }.count
    return Catalog.text(
      "judge.validate.verdict", language,
      ["status": result.status.rawValue, "passed": passed, "total": result.tests.count])
  }
}
