/// The look of a run of terminal text; turned into ANSI SGR codes only by the
/// ANSI output style.
struct TextStyle: Hashable {
  /// The eight basic terminal colours that lessons use.
  enum Color: Int {
    case red = 31
    case green = 32
    case yellow = 33
    case blue = 34
    case magenta = 35
    case cyan = 36
  }

  var bold = false
  var italic = false
  var underline = false
  var dim = false
  var color: Color?

  /// No attributes at all.
  static let plain = TextStyle()

  /// The SGR sequence that switches this style on (empty for `plain`).
  var escapeSequence: String {
    var codes: [String] = []
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if italic { codes.append("3") }
    if underline { codes.append("4") }
    if let color { codes.append(String(color.rawValue)) }
    return codes.isEmpty ? "" : "\u{1B}[\(codes.joined(separator: ";"))m"
  }

  /// The sequence that switches every attribute off.
  static let reset = "\u{1B}[0m"

  /// This style with `other`'s attributes added (colour: `other`'s wins).
  func merged(with other: TextStyle) -> TextStyle {
    TextStyle(
      bold: bold || other.bold, italic: italic || other.italic,
      underline: underline || other.underline, dim: dim || other.dim,
      color: other.color ?? color)
  }
}
