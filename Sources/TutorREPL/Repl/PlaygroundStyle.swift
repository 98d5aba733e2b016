import Evaluator

/// How playground values and output look in the terminal.
public struct PlaygroundStyle: Sendable {
  /// Whether to use ANSI colours.
  public var color: Bool
  /// Longest value text shown before it is cut.
  public var valueWidth: Int

  /// A style, coloured or plain.
  public init(color: Bool, valueWidth: Int = 160) {
    self.color = color
    self.valueWidth = valueWidth
  }

  /// Every event of a file run: `  3 │ x: Int = 42`, printed lines as `  5 ▸ hi`.
  public func fileListing(_ events: [PlaygroundEvent]) -> String {
    var text = ""
    for event in events {
      switch event {
      case .value(let line, let name, let type, let value):
        text += paint(pad(line) + " │ ", "2") + sidebar(name, type, value) + "\n"
      case .output(let line, let output):
        for piece in lines(of: output) {
          text += paint(pad(line) + " ▸ ", "2") + piece + "\n"
        }
      }
    }
    return text
  }

  /// The events of one REPL input: values as `x: Int = 42` (with the input's
  /// line number when it spans several lines), printed output as is.
  public func inputListing(_ events: [PlaygroundEvent], multiline: Bool) -> String {
    var text = ""
    for event in events {
      switch event {
      case .value(let line, let name, let type, let value):
        let prefix = multiline ? paint("\(line) │ ", "2") : ""
        text += prefix + sidebar(name, type, value) + "\n"
      case .output(_, let output):
        text += lines(of: output).joined(separator: "\n") + "\n"
      }
    }
    return text
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

  private func lines(of output: String) -> [String] {
    var pieces = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if pieces.last == "" { pieces.removeLast() }
    return pieces
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
  }
}
