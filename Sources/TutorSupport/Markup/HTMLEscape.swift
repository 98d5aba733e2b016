/// Escaping for HTML text and attribute values: the one implementation the browser's pages and
/// `grade`'s class report share.
public enum HTMLEscape {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities: safe in text, in quoted attributes and
  /// in a `<textarea>`.
  ///
  /// It works on Unicode scalars, not `Character`s: a `<` after U+0600 (a prepended
  /// concatenation mark) or before U+0301 (a combining mark) is one grapheme with it, which
  /// compares unequal to `"<"` and would be left raw, yet the browser's parser sees a `<`.
  public static func text(_ text: String) -> String {
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
}
