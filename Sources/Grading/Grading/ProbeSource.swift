import SwiftParser
import SwiftSyntax

/// The source of each `check(…) { … }` in a `checks.swift`, by the line its call starts on:
/// what a report quotes as a check's `test_code`.
package struct ProbeSource: Sendable {
  private let bodies: [Int: String]

  /// Parses `checks` once.
  init(checks: String) {
    let tree = Parser.parse(source: checks)
    let finder = CheckCallFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
    finder.walk(tree)
    bodies = finder.bodies
  }

  /// The body of the check whose call starts on `line`, dedented; nil when there is none.
  func code(line: Int?) -> String? {
    line.flatMap { bodies[$0] }
  }
}

private final class CheckCallFinder: SyntaxVisitor {
  let converter: SourceLocationConverter
  var bodies: [Int: String] = [:]

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name == "check", let closure = node.trailingClosure
    else { return .visitChildren }
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    bodies[line] = Self.dedent(closure.statements.description)
    return .visitChildren
  }

  /// The lines of `text` without their common indentation and surrounding blank lines.
  static func dedent(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }
    let cut = indents.min() ?? 0
    let kept = lines.map { $0.count >= cut ? String($0.dropFirst(cut)) : $0 }
    return kept.drop { $0.allSatisfy(\.isWhitespace) }.reversed()
      .drop { $0.allSatisfy(\.isWhitespace) }.reversed().joined(separator: "\n")
  }
}
