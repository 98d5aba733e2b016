import SwiftParser
import SwiftSyntax
package import SwiftToolchain

/// A compile stopped at its bounds (``SwiftCompile/Bounds``) — a type-checking bomb — told as
/// one error at the expression that caused it, in every face (`check`, `grade`, `eval`, the
/// REPL, the page, `validate`), with the tip on splitting it (``DiagnosticTip``).
package enum StoppedCompile {
  /// The compiler's own words when it gives up on an expression (the tip matches them).
  package static let tooComplex =
    "the compiler is unable to type-check this expression in reasonable time; try breaking up "
    + "the expression into distinct sub-expressions"

  /// What to show of a compile's `diagnostics` in `file` (whose text is `source`, in the
  /// diagnostics' lines): all of them when it finished; when it was stopped, the first
  /// expression the type checker gave up on, else an error of the same words at the longest
  /// expression of `source` — the twelve lines of a bomb are one mistake, said once.
  package static func diagnostics(
    _ diagnostics: [Diagnostic], of compile: CompileResult, file: String, source: String
  ) -> [Diagnostic] {
    guard compile.stoppedAtLimit else { return diagnostics }
    if let first = diagnostics.first(where: {
      $0.severity == .error && $0.file == file && $0.message.hasPrefix(tooComplex.prefix(40))
    }) {
      return [first]
    }
    let place = longestExpression(in: source) ?? (line: 1, column: 1)
    return [
      Diagnostic(
        severity: .error, file: file, line: place.line, column: place.column, message: tooComplex)
    ]
  }

  /// The line and column of the expression of `source` with the most operators (the one the
  /// type checker most likely gave up on), nil when it has none.
  static func longestExpression(in source: String) -> (line: Int, column: Int)? {
    let tree = Parser.parse(source: source)
    let finder = SequenceFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard let longest = finder.longest else { return nil }
    let location = longest.startLocation(
      converter: SourceLocationConverter(fileName: "", tree: tree))
    return (location.line, location.column)
  }

  /// Finds the operator sequence with the most elements.
  private final class SequenceFinder: SyntaxVisitor {
    var longest: SequenceExprSyntax?

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      if node.elements.count > longest?.elements.count ?? 0 { longest = node }
      return .visitChildren
    }
  }
}
