import SwiftParser
import SwiftSyntax

/// Decides whether the text typed so far is a whole input or needs more lines, from the
/// SwiftParser tree (so braces in strings and comments do not count).
///
/// An input is incomplete when something is still open at the very end of the text — the
/// parser had to invent a token there (a closing `}` `)` `]`, `"""`, `#endif`, the declaration
/// an attribute on its own line belongs to, the body of `struct S`), a `/*` comment is still
/// open, the last top-level declaration is a function still waiting for its body (a `where`
/// clause or `{` on the next line), or the last token is a binary operator, `=`, `,`, `.`,
/// `->` or `:` (the line continues on the next one). Anything else is complete — including
/// input with real syntax errors, which the compiler then reports.
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
      if token.position >= end, opensTheNextLine(token.tokenKind) { return false }
    }
    if waitsForBody(tree.statements.last?.item) { return false }
    return !hasUnterminatedString(present)
  }

  /// Whether `line`, typed right after a complete input, carries that input on: a member
  /// access (`.map { … }`), a trailing closure or body (`{`), a `where`, `else` or `catch`
  /// clause, or a binary operator (`+ 1`, `?? 0`) — none of which can start an input.
  public static func continues(with line: String) -> Bool {
    let text = Substring(line.drop { $0 == " " || $0 == "\t" })
    guard let first = text.first, !text.hasPrefix("//"), !text.hasPrefix("/*") else {
      return false
    }
    if first == "{" { return true }
    if first == "." || text.hasPrefix("?.") {
      let name = text.drop { $0 == "." || $0 == "?" }
      return name.first.map { $0.isLetter || $0 == "_" } ?? false
    }
    for keyword in ["where", "else", "catch"] where text.hasPrefix(keyword) {
      let after = text.dropFirst(keyword.count).first
      if after == nil || !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
        return true
      }
    }
    let operatorCharacters = Set("+-*/%<>=!&|^~?")
    let symbol = text.prefix { operatorCharacters.contains($0) }
    return !symbol.isEmpty && text.dropFirst(symbol.count).first == " " && symbol != "!"
  }

  private static func continuesOnNextLine(_ kind: TokenKind) -> Bool {
    switch kind {
    case .binaryOperator, .equal, .comma, .period, .arrow, .colon: return true
    default: return false
    }
  }

  /// Missing tokens that mean "more is coming"; a single-line string's closing quote is not
  /// one of them (it cannot continue on the next line: the compiler says what is wrong).
  private static func opensTheNextLine(_ kind: TokenKind) -> Bool {
    switch kind {
    case .stringQuote, .singleQuote, .rawStringPoundDelimiter: return false
    default: return true
    }
  }

  /// A function, initializer or subscript declared without a body yet: at the prompt that can
  /// only mean its `where` clause or `{` is on the next line.
  private static func waitsForBody(_ item: CodeBlockItemSyntax.Item?) -> Bool {
    guard case .decl(let declaration) = item else { return false }
    if let function = declaration.as(FunctionDeclSyntax.self) { return function.body == nil }
    if let initializer = declaration.as(InitializerDeclSyntax.self) {
      return initializer.body == nil
    }
    if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
      return subscriptDecl.accessorBlock == nil
    }
    return false
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
