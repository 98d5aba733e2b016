/// Where the edited line sits on screen, computed the way a wrapping terminal lays it out:
/// the prompt, then the text, wrapped every `columns` characters.
///
/// Characters are counted as one column each (wide CJK characters are not accounted for).
enum ScreenRows {
  /// The row, counted from the line's first row, holding the character at `offset`
  /// (prompt included in the offset).
  static func row(ofOffset offset: Int, columns: Int) -> Int {
    max(offset, 0) / max(columns, 1)
  }

  /// The row of the cursor after `textBeforeCursor`, counted from the line's first row.
  static func cursorRow(promptWidth: Int, textBeforeCursor: String, columns: Int) -> Int {
    row(ofOffset: promptWidth + textBeforeCursor.count, columns: columns)
  }

  /// Terminal output that moves the cursor to the start of the line's first row, `rowsAbove`
  /// rows up, and clears from there to the end of the screen.
  static func clearFromLineStart(rowsAbove: Int) -> String {
    "\r" + (rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : "") + "\u{1B}[J"
  }
}
