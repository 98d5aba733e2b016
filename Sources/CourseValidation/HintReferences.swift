import Foundation
import LessonKit
import SwiftParser
import SwiftSyntax
import TutorSupport

/// What `validate` says of the hints a `checks.swift` names (`check("…", hint: 3) { … }`):
/// every such number must name a hint of the task in each of its languages, and those lists
/// must be as long as each other (a number means the same hint in both). Read from the source,
/// without running anything; a number not written as a literal is left to the run.
enum HintReferences {
  /// The problems of `exercise`'s hints, in `language` (the teacher's).
  static func problems(_ exercise: Exercise, _ language: Language) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    let english = exercise.task(.en)
    let counts = exercise.languages.map { exercise.task($0).hints.count }
    for other in exercise.languages where other != .en {
      let translated = exercise.task(other)
      guard translated.hints.count != english.hints.count else { continue }
      let message = Catalog.text(
        "judge.validate.hint-lists-differ", language,
        [
          "file": translated.file.lastPathComponent, "count": translated.hints.count,
          "english": english.hints.count,
        ])
      problems.append(LessonProblem(.error, file: translated.file, message))
    }
    guard let checks = exercise.files.checks,
      let source = try? String(contentsOf: checks, encoding: .utf8)
    else { return problems }
    let fewest = counts.min() ?? 0
    for (number, line) in numbers(in: source) where number < 1 || number > fewest {
      let message = Catalog.text(
        "judge.validate.hint-unknown", language, ["number": number, "count": fewest])
      problems.append(LessonProblem(.error, file: checks, line: line, message))
    }
    return problems
  }

  /// Each `hint:` number written as a literal in a `check(…)` call of `source`, and its line.
  static func numbers(in source: String) -> [(number: Int, line: Int)] {
    let tree = Parser.parse(source: source)
    let finder = HintFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let converter = SourceLocationConverter(fileName: "checks.swift", tree: tree)
    return finder.found.map { ($0.number, $0.node.startLocation(converter: converter).line) }
  }
}

private final class HintFinder: SyntaxVisitor {
  var found: [(number: Int, node: Syntax)] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "check",
      let argument = node.arguments.first(where: { $0.label?.text == "hint" })
    else { return .visitChildren }
    let literal = argument.expression.as(IntegerLiteralExprSyntax.self)
    let text = literal?.literal.text.replacingOccurrences(of: "_", with: "")
    if let text, let number = Int(text) { found.append((number, Syntax(argument))) }
    return .visitChildren
  }
}
