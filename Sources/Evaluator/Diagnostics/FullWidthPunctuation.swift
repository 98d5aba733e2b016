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
  /// curly quote opens and closes a string as `"` would), and the first mark replaced; nil
  /// when there is none.
  static func fixed(_ line: Substring) -> (text: String, first: Character)? {
    var text = ""
    var first: Character?
    var closers: Set<Character>?  // inside a string: what ends it
    var escaped = false
    var rest = line[...]
    while let character = rest.popFirst() {
      if let open = closers {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if open.contains(character) {
          closers = nil
          text.append("\"")
          continue
        }
        text.append(character)
        continue
      }
      if character == "/", rest.first == "/" {
        text.append(character)
        text += rest
        break
      }
      if character == "\"" || character == "“" || character == "”" {
        closers = character == "\"" ? ["\""] : ["“", "”", "\""]
        if character != "\"" { first = first ?? character }
        text.append("\"")
        continue
      }
      if let plain = ascii[character] {
        first = first ?? character
        text.append(plain)
      } else {
        text.append(character)
      }
    }
    return first.map { (text, $0) }
  }
}
