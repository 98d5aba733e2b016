import SwiftParser
import SwiftSyntax

/// Decides whether the text typed so far is a whole input or needs more lines, from the
/// SwiftParser token stream (so braces in strings and comments do not count).
///
/// An input is incomplete when the parser had to invent a closing `}` `)` `]`, `"""` or
/// `#endif` at the very end of the text (something is still open), when a `/*` comment is still
/// open, or when the last token is
/// a binary operator, `=`, `,`, `.`, `->` or `:` (the line continues on the next one).
/// Anything else is complete — including input with real syntax errors, which the compiler
/// then reports.
public enum InputCompleteness {
  /// Whether `text` can be evaluated as it is.
  public static func isComplete(_ text: String) -> Bool {
    let tree = Parser.parse(source: text)
    if hasUnterminatedComment(tree) { return false }
    let present = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
    guard let last = present.last else { return true }
    if continuesOnNextLine(last.tokenKind) { return false }
    let end = last.endPositionBeforeTrailingTrivia
    for token in tree.tokens(viewMode: .all) where token.presence == .missing {
      if closesSomething(token.tokenKind), token.position >= end { return false }
    }
    return !hasUnterminatedString(present)
  }

  private static func continuesOnNextLine(_ kind: TokenKind) -> Bool {
    switch kind {
    case .binaryOperator, .equal, .comma, .period, .arrow, .colon: return true
    default: return false
    }
  }

  private static func closesSomething(_ kind: TokenKind) -> Bool {
    switch kind {
    case .rightBrace, .rightParen, .rightSquare, .multilineStringQuote, .poundEndif: return true
    default: return false
    }
  }

  /// A `/* … */` comment (they nest) still open at the end of the text; it lexes as trivia of
  /// the last token or of the end-of-file token.
  private static func hasUnterminatedComment(_ tree: SourceFileSyntax) -> Bool {
    let last = tree.endOfFileToken.previousToken(viewMode: .sourceAccurate)
    let trivia = (last?.trailingTrivia ?? []) + tree.endOfFileToken.leadingTrivia
    return trivia.contains { piece in
      switch piece {
      case .blockComment(let text), .docBlockComment(let text): return commentDepth(text) > 0
      default: return false
      }
    }
  }

  /// How many `/*` are still open at the end of `text`.
  private static func commentDepth(_ text: String) -> Int {
    var depth = 0
    var previous: Character?
    for character in text {
      if previous == "/", character == "*" {
        depth += 1
        previous = nil
      } else if previous == "*", character == "/" {
        depth -= 1
        previous = nil
      } else {
        previous = character
      }
    }
    return depth
  }

  /// A multi-line string literal whose closing `"""` has not been typed yet lexes as an
  /// opening quote followed by content to the end of the text.
  private static func hasUnterminatedString(_ tokens: [TokenSyntax]) -> Bool {
    let quotes = tokens.filter { $0.tokenKind == .multilineStringQuote }.count
    return quotes % 2 == 1
  }
}
