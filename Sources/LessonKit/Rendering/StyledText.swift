/// One character on its way to the terminal, with its look and its width.
struct StyledCell: Hashable {
  /// What a cell is for line breaking.
  enum Role: Hashable {
    /// Visible text.
    case text
    /// A space: a break opportunity, dropped at the end and start of a line.
    case space
    /// A soft line break from the source: a space between words, nothing
    /// between two wide (CJK) characters; a break opportunity either way.
    case softBreak
    /// A hard line break: the line ends here.
    case lineBreak
  }

  let character: Character
  let style: TextStyle
  let role: Role
  let width: Int
  /// Part of an inline code span (its backticks too, in plain output): never broken apart.
  let isCode: Bool

  init(_ character: Character, style: TextStyle, role: Role = .text, isCode: Bool = false) {
    self.character = character
    self.style = style
    self.role = role
    self.width = role == .text ? TerminalWidth.width(of: character) : (role == .lineBreak ? 0 : 1)
    self.isCode = isCode
  }

  /// Cells for `text`: spaces become `.space`, newlines `.lineBreak`.
  static func cells(_ text: String, style: TextStyle, isCode: Bool = false) -> [StyledCell] {
    text.map { character in
      switch character {
      case " ", "\t": return StyledCell(" ", style: style, role: .space, isCode: isCode)
      case "\n": return StyledCell("\n", style: style, role: .lineBreak)
      default: return StyledCell(character, style: style, isCode: isCode)
      }
    }
  }
}

/// Writes cells as one terminal line, with or without ANSI escapes.
struct LineWriter {
  let ansi: Bool

  /// The line's text; ANSI styles are switched on where they change and
  /// reset at the end, so each line stands alone.
  func write(_ cells: [StyledCell]) -> String {
    var output = ""
    var current = TextStyle.plain
    for cell in cells {
      if ansi && cell.style != current {
        if current != .plain { output += TextStyle.reset }
        output += cell.style.escapeSequence
        current = cell.style
      }
      output.append(cell.character)
    }
    if ansi && current != .plain { output += TextStyle.reset }
    return output
  }

  /// Writes `text` in one style.
  func write(_ text: String, style: TextStyle) -> String {
    guard ansi, style != .plain, !text.isEmpty else { return text }
    return style.escapeSequence + text + TextStyle.reset
  }
}
