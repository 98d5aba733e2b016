import Learner
import LessonKit
import TutorSupport

/// ANSI colours for the views, or none, plus column arithmetic that counts East Asian wide
/// characters as two columns (``TerminalWidth``).
struct ViewPaint {
  /// Whether escape codes are written.
  let ansi: Bool

  /// `text` in SGR `codes` (`"1"` bold, `"2"` dim, `"32"` green…), or unchanged when plain.
  func callAsFunction(_ text: String, _ codes: String) -> String {
    ANSIStyle(enabled: ansi).paint(text, sgr: codes)
  }

  /// The mark of `state`, coloured.
  func mark(_ state: LessonState) -> String {
    switch state {
    case .done: return self(state.mark, "32")
    case .started: return self(state.mark, "33")
    case .notStarted, .noExercises: return self(state.mark, "2")
    }
  }

  /// `text` followed by spaces up to `width` columns.
  static func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - TerminalWidth.width(of: text)))
  }

  /// Spaces, then `text`, filling `width` columns.
  static func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - TerminalWidth.width(of: text))) + text
  }

  /// `text` cut to at most `width` columns, ending in `…` when cut.
  static func clip(_ text: String, _ width: Int) -> String {
    guard TerminalWidth.width(of: text) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let columns = TerminalWidth.width(of: character)
      if used + columns > width - 1 { break }
      kept.append(character)
      used += columns
    }
    return kept + "…"
  }

  /// The widest of `texts`, in columns.
  static func widest(_ texts: [String]) -> Int {
    texts.map(TerminalWidth.width(of:)).max() ?? 0
  }

  /// `parts` joined by `separator` on as few lines as fit in `width` columns.
  static func joinFitting(_ parts: [String], separator: String, width: Int) -> [String] {
    var lines: [String] = []
    for part in parts {
      if let last = lines.last,
        TerminalWidth.width(of: last + separator + part) <= width
      {
        lines[lines.count - 1] = last + separator + part
      } else {
        lines.append(part)
      }
    }
    return lines
  }
}
