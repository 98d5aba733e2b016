/// Text a student decided — a program's output, a check's message, a folder or file name — made
/// safe to show to a person: in a terminal, a CI log, a JUnit viewer, an error message.
///
/// Control characters become their pictures (`␛`, `␍`, `␀`), DEL is `␡`, and the C1 controls and
/// the bidirectional controls (embeddings, overrides, isolates, the marks) become `<U+202E>` (four hex digits at least): an
/// escape sequence must not move the reader's cursor or repaint the report, and a bidi override
/// must not reorder what a line shows. Everything else is kept, by Unicode scalar, so a
/// combining mark or a prepended mark cannot hide a control inside one character.
public enum VisibleText {
  /// `text` for a place that has lines of its own (a message, printed output): line breaks and
  /// tabs are kept, every other control is shown.
  public static func block(_ text: String) -> String { shown(text, oneLine: false) }

  /// `text` for one line (a name, a line of `grade`'s report, a path in an error): line breaks
  /// and tabs are pictures too, so a name cannot start a line of its own.
  public static func line(_ text: String) -> String { shown(text, oneLine: true) }

  /// True for the scalars shown as `<U+…>`: the C1 controls and the bidirectional formatting
  /// characters (LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI; LRM, RLM; ALM).
  public static func isHiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func shown(_ text: String, oneLine: Bool) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where !oneLine, 0x09 where !oneLine: shown.append(scalar)
      case 0..<0x20: shown.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
      case 0x7F: shown.append("\u{2421}")
      default:
        if isHiddenControl(scalar) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
          shown.append(contentsOf: "<U+\(padded)>".unicodeScalars)
        } else {
          shown.append(scalar)
        }
      }
    }
    return String(shown)
  }
}

extension String {
  /// The first `limit` characters, with a note in `language` when cut.
  package func clipped(to limit: Int, _ language: Language) -> String {
    guard count > limit else { return self }
    let more = count - limit
    return String(prefix(limit))
      + (more == 1
        ? Catalog.text("judge.clipped.one", language, ["count": more])
        : Catalog.text("judge.clipped.other", language, ["count": more]))
  }
}
