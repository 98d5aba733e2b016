/// Collects the lines of one input until it is complete.
///
/// A line typed while nothing is pending may be a `:command`; everything else is Swift. Two
/// empty lines in a row submit an incomplete input anyway, so the compiler can say what is
/// wrong with it instead of the prompt waiting forever.
struct InputBuffer {
  /// What ``add(_:)`` decided.
  enum Step: Equatable {
    /// Show the continuation prompt and read another line.
    case needMore
    /// A whole Swift input.
    case swift(String)
    /// A `:command` line, without the colon.
    case command(String)
    /// Nothing to do (an empty line at the main prompt).
    case empty
  }

  private(set) var lines: [String] = []
  private var blankRun = 0
  /// Whether two empty lines submit an unfinished input (at the prompt; not in a file).
  var blankLinesSubmit = true

  /// Whether a multi-line input is being collected.
  var isPending: Bool { !lines.isEmpty }

  /// Adds a line typed at the prompt.
  mutating func add(_ line: String) -> Step {
    if lines.isEmpty {
      let trimmed = line.trimmingWhitespace()
      if trimmed.isEmpty { return .empty }
      if trimmed.hasPrefix(":") { return .command(String(trimmed.dropFirst())) }
    }
    lines.append(line)
    blankRun = line.trimmingWhitespace().isEmpty ? blankRun + 1 : 0
    let text = lines.joined(separator: "\n")
    if (blankLinesSubmit && blankRun >= 2) || InputCompleteness.isComplete(text) {
      clear()
      return .swift(text.trimmingTrailingBlankLines())
    }
    return .needMore
  }

  /// Takes a complete input back to add `line` to it (the line carries it on, see
  /// ``InputCompleteness/continues(with:)``).
  mutating func resume(_ code: String, adding line: String) -> Step {
    lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    blankRun = 0
    return add(line)
  }

  /// The pending lines as one input, emptying the buffer; `nil` when nothing is pending (the
  /// end of piped input submits an unfinished input, so the compiler says what is missing).
  mutating func finish() -> String? {
    guard isPending else { return nil }
    let text = lines.joined(separator: "\n").trimmingTrailingBlankLines()
    clear()
    return text
  }

  /// Drops the pending lines (Ctrl-C).
  mutating func clear() {
    lines.removeAll()
    blankRun = 0
  }
}

extension String {
  func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  fileprivate func trimmingTrailingBlankLines() -> String {
    var pieces = split(separator: "\n", omittingEmptySubsequences: false)
    while let last = pieces.last, last.allSatisfy(\.isWhitespace) { pieces.removeLast() }
    return pieces.joined(separator: "\n")
  }
}
