/// One line of a learner's Swift split into its code, its string literals and its comment,
/// for the hints that read the code alone (``FullWidthPunctuation``, ``PowerCaret``).
///
/// A curly quote (`“`, `”`) opens and closes a string as `"` does: a Chinese input method
/// types it for `"`. A line inside a multi-line string or comment is read as code.
enum CodeLine {
  /// What a piece of the line is.
  enum Kind: Equatable {
    case code
    /// A string literal, its quotes included.
    case string
    /// `//` to the end of the line.
    case comment
  }

  /// The line's pieces, in order.
  static func pieces(_ line: Substring) -> [(kind: Kind, text: Substring)] {
    var pieces: [(kind: Kind, text: Substring)] = []
    var start = line.startIndex
    var index = line.startIndex
    func cut(_ kind: Kind, to end: Substring.Index) {
      if start < end { pieces.append((kind, line[start..<end])) }
      start = end
    }
    while index < line.endIndex {
      let character = line[index]
      if character == "/", line[index...].hasPrefix("//") {
        cut(.code, to: index)
        cut(.comment, to: line.endIndex)
        return pieces
      }
      guard character == "\"" || character == "“" || character == "”" else {
        index = line.index(after: index)
        continue
      }
      cut(.code, to: index)
      let closers: Set<Character> = character == "\"" ? ["\""] : ["“", "”", "\""]
      var escaped = false
      index = line.index(after: index)
      while index < line.endIndex {
        let inside = line[index]
        index = line.index(after: index)
        if escaped {
          escaped = false
        } else if inside == "\\" {
          escaped = true
        } else if closers.contains(inside) {
          break
        }
      }
      cut(.string, to: index)
    }
    cut(.code, to: line.endIndex)
    return pieces
  }
}
