import Foundation
import TutorSupport

/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` safe in HTML text, quoted attributes and a `<textarea>` (``HTMLEscape/text(_:)``).
  static func escape(_ text: String) -> String { HTMLEscape.text(text) }

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

/// A page written in one language: its texts come from the catalog, escaped for HTML.
protocol LocalizedPage {
  /// The page's language.
  var language: Language { get }
}

extension LocalizedPage {
  /// A catalog text in the page's language, escaped for HTML.
  func text(
    _ key: StaticString, _ arguments: KeyValuePairs<String, any CustomStringConvertible> = [:]
  ) -> String {
    HTML.escape(Catalog.text(key, language, arguments))
  }

  /// `message` in the page's language, escaped for HTML.
  func text(_ message: Message) -> String {
    HTML.escape(message.text(language))
  }
}
