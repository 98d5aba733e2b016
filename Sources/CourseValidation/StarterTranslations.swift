import Foundation
import Grading
import LessonKit
import SwiftParser
import SwiftSyntax
import SwiftToolchain
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
        // At the translation's first line of other code, with what the compiler said of it.
        let said = result.status == .error ? result.message.map(Self.firstError) ?? nil : nil
        problems.append(
          LessonProblem(
            .error, file: file, line: Self.firstDifference(original, translated),
            Catalog.text(
              "judge.validate.starter-translation", language,
              [
                "file": file.lastPathComponent, "got": describe(result),
                "want": describe(english),
              ]) + (said.map { "\n    " + $0 } ?? "")))
      } catch {
        problems.append(
          LessonProblem(
            .error, file: file,
            Message.cannotCheck(error, language).text(language)))
      }
    }
    return problems
  }

  /// The code's tokens, comments and spacing left out.
  static func tokens(_ source: String) -> [String] {
    Parser.parse(source: source).tokens(viewMode: .sourceAccurate).map(\.text)
  }

  /// The line of `translated` (1-based) where its code first differs from `original`'s.
  static func firstDifference(_ original: String, _ translated: String) -> Int? {
    let tree = Parser.parse(source: translated)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let theirs = Array(tree.tokens(viewMode: .sourceAccurate))
    let ours = tokens(original)
    let index =
      theirs.indices.first { $0 >= ours.count || theirs[$0].text != ours[$0] }
      ?? theirs.indices.last
    return index.map {
      theirs[$0].startLocation(converter: converter, afterLeadingTrivia: true).line
    }
  }

  /// The first `error:` line of a compile's report, without the file's path.
  static func firstError(_ message: String) -> String? {
    message.split(separator: "\n").first { $0.contains("error:") }.map {
      String($0).replacing(#/^.*?:\d+:\d+: /#, with: "")
    }
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
