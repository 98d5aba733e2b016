import Grading
import LessonKit
public import LiveSession
public import TutorSupport

/// How playground values and output look in the terminal.
public struct PlaygroundStyle: Sendable {
  /// Whether to use ANSI colours.
  public var color: Bool
  /// Longest value text shown before it is cut.
  public var valueWidth: Int
  /// The language of the tool's own notes among the values.
  public var language: Language

  /// A style, coloured or plain, its notes in `language`.
  public init(color: Bool, language: Language, valueWidth: Int = 160) {
    self.color = color
    self.language = language
    self.valueWidth = valueWidth
  }

  /// Every event of a file run: `  3 │ x: Int = 42`, printed lines as `  5 ▸ hi`. Text printed
  /// in pieces (`print(x, terminator: "")`) is joined into the lines it makes, each numbered
  /// with the line of the `print` that started it; values logged while such a line is still
  /// open are shown right after it ends, so the printed line stays whole.
  public func fileListing(_ events: [PlaygroundEvent]) -> String {
    var text = ""
    var partial: (line: Int?, text: String)?
    var waiting: [String] = []
    func flush() {
      if let open = partial { text += paint(pad(open.line) + " ▸ ", "2") + open.text + "\n" }
      partial = nil
      text += waiting.joined()
      waiting.removeAll()
    }
    for event in events {
      switch event {
      case .value(let line, let name, let type, let value):
        let shown = paint(pad(line) + " │ ", "2") + sidebar(name, type, value) + "\n"
        if partial == nil { text += shown } else { waiting.append(shown) }
      case .folded:
        // A file's listing is read whole: the values inside its braces are listed too.
        let shown = foldedListing([event])
        if partial == nil { text += shown } else { waiting.append(shown) }
      case .repeated(let line, _, let note):
        let shown = paint(pad(line) + " │ " + note, "2") + "\n"
        if partial == nil { text += shown } else { waiting.append(shown) }
      case .output(let line, let output):
        var pieces = output.split(separator: "\n", omittingEmptySubsequences: false)
        let last = pieces.removeLast()
        for piece in pieces {
          partial = (partial?.line ?? line, (partial?.text ?? "") + piece)
          flush()
        }
        if !last.isEmpty { partial = (partial?.line ?? line, (partial?.text ?? "") + last) }
      }
    }
    flush()
    return text
  }

  /// The events of one REPL input, in the order they happened: values as `x: Int = 42` (with
  /// the input's line number when it spans several lines), printed text exactly as printed —
  /// it may end inside a line. Values logged while a printed line is open wait until it ends
  /// (`for i in 1...3 { print(i, terminator: " ") }` stays one line); those still waiting at
  /// the end start a line of their own. `midLine` says the text before this listing ended
  /// inside a line.
  public func inputListing(_ events: [PlaygroundEvent], multiline: Bool, midLine: Bool = false)
    -> String
  {
    var text = ""
    var open = midLine
    var waiting: [String] = []
    for event in events {
      switch event {
      case .value(let line, let name, let type, let value):
        let prefix = multiline ? paint("\(line) │ ", "2") : ""
        waiting.append(prefix + sidebar(name, type, value) + "\n")
        if !open {
          text += waiting.joined()
          waiting.removeAll()
        }
      case .repeated(_, _, let note):
        waiting.append(paint(note, "2") + "\n")
        if !open {
          text += waiting.joined()
          waiting.removeAll()
        }
      case .folded(let line, let count, _):
        let prefix = multiline ? paint("\(line) │ ", "2") : ""
        let note =
          count == 1
          ? Message("repl.folded.one", ["count": count])
          : Message("repl.folded.other", ["count": count])
        waiting.append(prefix + paint(note.text(language), "2") + "\n")
        if !open {
          text += waiting.joined()
          waiting.removeAll()
        }
      case .output(_, let output):
        guard !output.isEmpty else { continue }
        // The values waiting for the open line go right after the line's end.
        if !waiting.isEmpty, let end = output.firstIndex(of: "\n") {
          text += output[...end] + waiting.joined()
          waiting.removeAll()
          text += output[output.index(after: end)...]
        } else {
          text += output
        }
        open = !output.hasSuffix("\n")
      }
    }
    if !waiting.isEmpty { text += "\n" + waiting.joined() }
    return text
  }

  /// The values `events`' folds hold (``PlaygroundEvent/folded(line:count:values:)``), each as
  /// `  3 │ $0: Int = 1`, and how many were kept when a fold held more (`:more`).
  public func foldedListing(_ events: [PlaygroundEvent]) -> String {
    var text = ""
    for case .folded(_, let count, let values) in events {
      for case .value(let line, let name, let type, let value) in values {
        text += paint(pad(line) + " │ ", "2") + sidebar(name, type, value) + "\n"
      }
      if count > values.count {
        let kept = Message("repl.more.kept", ["kept": values.count, "count": count])
        text += paint(kept.text(language), "2") + "\n"
      }
    }
    return text
  }

  /// Compiler warnings, after the values: dimmed, framed as advice in the learner's language.
  public func warnings(_ warnings: [String], language: Language) -> String {
    guard !warnings.isEmpty else { return "" }
    let frame = Message.warningsFrame(warnings.count).text(language)
    let body = warnings.joined(separator: "\n").split(separator: "\n").map { "  " + $0 }
    return ([frame] + body).map { paint(String($0), "2") }.joined(separator: "\n") + "\n"
  }

  private func sidebar(_ name: String, _ type: String, _ value: String) -> String {
    var shown = value.replacingNewlines()
    if shown.count > valueWidth { shown = String(shown.prefix(valueWidth)) + "…" }
    let label = name.isEmpty ? paint(type, "36") : paint(name, "1") + ": " + paint(type, "36")
    return label + " = " + paint(shown, "33")
  }

  private func pad(_ line: Int?) -> String {
    let number = line.map(String.init) ?? ""
    return String(repeating: " ", count: max(0, 4 - number.count)) + number
  }

  private func paint(_ text: String, _ code: String) -> String {
    ANSIStyle(enabled: color).paint(text, sgr: code)
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
  }
}
