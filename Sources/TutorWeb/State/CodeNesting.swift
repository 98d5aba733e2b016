import SwiftParser
import SwiftSyntax

/// How deep a piece of Swift nests, read by the Swift parser, to refuse code whose type-check
/// grows without end before `sourcekit-lsp` sees it: the brackets `(`, `[`, `{` and the angle
/// brackets of generic arguments (`Array<Array<…>>`). Brackets inside string literals and
/// comments are not tokens, so a closing bracket written in a string cannot hide real ones.
enum CodeNesting {
  /// The deepest nesting in `code`.
  static func depth(of code: String) -> Int {
    var parser = Parser(code, maximumNestingLevel: 64)
    let tree = SourceFileSyntax.parse(from: &parser)
    var (depth, deepest) = (0, 0)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .leftParen, .leftSquare, .leftBrace, .leftAngle:
        depth += 1
        deepest = max(deepest, depth)
      case .rightParen, .rightSquare, .rightBrace, .rightAngle:
        depth = max(0, depth - 1)
      default: break
      }
    }
    // Past its nesting limit the parser keeps the rest as unexpected text: still tokens here.
    return deepest
  }
}
