import SwiftParser
import SwiftSyntax

/// Colours Swift code from SwiftParser's token stream: keywords, string and number literals,
/// comments (from trivia) and type names (identifiers that start with a capital letter).
///
/// Code that does not parse still gets its tokens coloured: the parser recovers and keeps every
/// source character.
enum SwiftHighlighter {
  static let keyword = TextStyle(bold: true, color: .magenta)
  static let string = TextStyle(color: .red)
  static let number = TextStyle(color: .blue)
  static let comment = TextStyle(color: .green)
  static let type = TextStyle(color: .cyan)

  /// The code as styled cells, newlines included as `.lineBreak` cells.
  static func cells(_ code: String) -> [StyledCell] {
    let tree = Parser.parse(source: code)
    var cells: [StyledCell] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      append(token.leadingTrivia, to: &cells)
      cells += plainCells(token.text, style: style(of: token.tokenKind))
      append(token.trailingTrivia, to: &cells)
    }
    // The source-accurate tokens and trivia reproduce the input; if that ever
    // fails, show the code uncoloured rather than altered.
    guard String(cells.map(\.character)) == code else { return plainCells(code, style: .plain) }
    return cells
  }

  /// The code split into lines of styled cells.
  static func lines(_ code: String) -> [[StyledCell]] {
    var lines: [[StyledCell]] = [[]]
    for cell in cells(code) {
      if cell.role == .lineBreak {
        lines.append([])
      } else {
        lines[lines.count - 1].append(cell)
      }
    }
    return lines
  }

  private static func append(_ trivia: Trivia, to cells: inout [StyledCell]) {
    for piece in trivia {
      var text = ""
      piece.write(to: &text)
      cells += plainCells(text, style: piece.isComment ? comment : .plain)
    }
  }

  private static func style(of kind: TokenKind) -> TextStyle {
    switch kind {
    case .keyword, .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable,
      .poundUnavailable, .poundSourceLocation:
      return keyword
    case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote,
      .rawStringPoundDelimiter, .regexLiteralPattern, .regexSlash, .regexPoundDelimiter:
      return string
    case .integerLiteral, .floatLiteral:
      return number
    case .identifier(let name):
      return name.first.map { $0.isUppercase } == true ? type : .plain
    default:
      return .plain
    }
  }

  /// Cells that keep every character (code is preformatted: no roles but line breaks).
  private static func plainCells(_ text: String, style: TextStyle) -> [StyledCell] {
    text.map { character in
      character == "\n"
        ? StyledCell("\n", style: style, role: .lineBreak) : StyledCell(character, style: style)
    }
  }
}
