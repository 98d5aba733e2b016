/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities: safe in text and in quoted attributes.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `value` as a JSON string literal that is safe inside a `<script>` element.
  static func scriptString(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default:
        if scalar.value < 0x20 {
          result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension String {
  /// The string with zeros in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
