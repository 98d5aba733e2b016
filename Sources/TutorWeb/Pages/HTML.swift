import Foundation

/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities: safe in text, in quoted attributes and
  /// in a `<textarea>`.
  ///
  /// It works on Unicode scalars, not `Character`s: a `<` after U+0600 (a prepended
  /// concatenation mark) or before U+0301 (a combining mark) is one grapheme with it, which
  /// compares unequal to `"<"` and would be left raw, yet the browser's parser sees a `<`.
  static func escape(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;".unicodeScalars
      case "<": result += "&lt;".unicodeScalars
      case ">": result += "&gt;".unicodeScalars
      case "\"": result += "&quot;".unicodeScalars
      case "'": result += "&#39;".unicodeScalars
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `object` as JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the two
  /// line separators JavaScript once refused are written as `\u` escapes (they can only occur
  /// inside JSON strings, where the escape means the same).
  static func scriptJSON(_ object: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a dictionary of strings cannot fail; an empty object is the answer if it did.
    let json = (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    var result = ""
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
