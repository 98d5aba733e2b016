/// Punctuation a Chinese input method types where code needs ASCII: `，` for `,`, `（` for `(`,
/// `“` for `"`. Outside a string literal or a comment Swift reads none of them as the
/// punctuation meant (U+FF0C is even a letter of a name: `总分，` is one identifier), so its
/// errors mislead — `'�' is not a valid digit`, a fix that adds a `;`. A learner's line with
/// one gets its ASCII twin as the fix and a tip of its own (``DiagnosticQuote``).
enum FullWidthPunctuation {
  /// Each full-width mark and the ASCII one it stands for.
  static let ascii: [Character: Character] = [
    "，": ",", "；": ";", "：": ":", "（": "(", "）": ")", "“": "\"", "”": "\"", "！": "!",
    "＝": "=", "【": "[", "】": "]", "。": ".", "＋": "+", "－": "-", "＊": "*", "／": "/",
    "＜": "<", "＞": ">", "？": "?", "｛": "{", "｝": "}", "［": "[", "］": "]", "\u{3000}": " ",
  ]

  /// `line` with every full-width mark outside string literals and comments made ASCII (a
  /// curly quote around a string as `"`), and the first mark replaced; nil when there is none.
  static func fixed(_ line: Substring) -> (text: String, first: Character)? {
    var text = ""
    var first: Character?
    for (kind, piece) in CodeLine.pieces(line) {
      switch kind {
      case .comment: text += piece
      case .string:
        for (index, character) in zip(piece.indices, piece) {
          let quote = index == piece.startIndex || index == piece.index(before: piece.endIndex)
          if quote, character == "“" || character == "”" {
            first = first ?? character
            text.append("\"")
          } else {
            text.append(character)
          }
        }
      case .code:
        for character in piece {
          if let plain = ascii[character] {
            first = first ?? character
            text.append(plain)
          } else {
            text.append(character)
          }
        }
      }
    }
    return first.map { (text, $0) }
  }
}
