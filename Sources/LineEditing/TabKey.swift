import TutorSupport

/// The line being edited, as a key handler sees it; libedit's buffer in production, a plain
/// value in tests.
protocol EditedLine {
  /// The text from the start of the line to the cursor.
  var textBeforeCursor: String { get }
  /// The text from the cursor to the end of the line.
  var textAfterCursor: String { get }
  /// Inserts `text` at the cursor, leaving the cursor after it; false when refused.
  mutating func insert(_ text: String) -> Bool
  /// Replaces the `count` characters that end `offset` characters before the cursor with
  /// `text`, the cursor staying after the same characters; false when refused.
  mutating func replace(_ count: Int, endingBefore offset: Int, with text: String) -> Bool
}

/// What the editor does after a key handler ran, mapped to libedit's `CC_*` codes.
enum KeyOutcome: Equatable {
  /// Redraw the changed line in place.
  case refresh
  /// Output was printed below the line: draw the prompt and the line again from scratch.
  case redisplay
  /// Nothing changed: ring the bell.
  case beep
}

/// Tab: asks the completer and applies the ``CompletionPlan`` to the line.
enum TabKey {
  /// The terminal a listing is drawn on: its columns, its rows, the language of its words.
  typealias Screen = (width: Int, rows: Int, language: Language)

  /// Runs Tab on `line`; a listing goes through `output`, laid out for the terminal's width,
  /// at most a screenful of its rows, its last line in its language.
  ///
  /// `promptWidth` (visible columns of the prompt) tells which screen row of a wrapped line
  /// the cursor is on: the listing starts below the line's last row, and is followed by as
  /// many blank rows as the cursor is below the line's first row, because libedit's redraw
  /// clears the old line's rows counting from where it believes the cursor still is.
  static func press(
    on line: inout some EditedLine, completer: Completer?, promptWidth: Int,
    terminal: Screen, output: (String) -> Void
  ) -> KeyOutcome {
    let before = line.textBeforeCursor
    let request = CompletionRequest(line: before + line.textAfterCursor, cursor: before.count)
    return apply(
      CompletionPlan.make(for: request, completer: completer), to: &line, request: request,
      promptWidth: promptWidth, terminal: terminal, output: output)
  }

  /// Does `plan` to `line`, whose Tab press was `request`.
  private static func apply(
    _ plan: CompletionPlan, to line: inout some EditedLine, request: CompletionRequest,
    promptWidth: Int, terminal: Screen, output: (String) -> Void
  ) -> KeyOutcome {
    let before = request.textBeforeWord + request.word
    switch plan {
    case .lead(let lead, let then):
      guard lead.replacing <= request.textBeforeWord.count,
        line.replace(lead.replacing, endingBefore: request.word.count, with: lead.text)
      else { return .beep }
      let outcome = apply(
        then, to: &line, request: request, promptWidth: promptWidth, terminal: terminal,
        output: output)
      return outcome == .beep ? .refresh : outcome
    case .beep:
      return .beep
    case .insert(let text):
      return line.insert(text) ? .refresh : .beep
    case .list(let text, let candidates):
      // Rows as libedit last drew them, before the insertion below.
      let width = max(terminal.width, 1)
      let cursorRow = ScreenRows.cursorRow(
        promptWidth: promptWidth, textBeforeCursor: before, columns: width)
      let lastRow = ScreenRows.row(ofOffset: promptWidth + request.line.count, columns: width)
      if !text.isEmpty { _ = line.insert(text) }
      let listing = CompletionListing.lines(
        for: candidates.map(\.label), width: width, rows: terminal.rows - 4,
        language: terminal.language)
      let below = String(repeating: "\n", count: lastRow - cursorRow + 1)
      output(
        below + listing.joined(separator: "\n") + String(repeating: "\n", count: 1 + cursorRow))
      return .redisplay
    }
  }
}
