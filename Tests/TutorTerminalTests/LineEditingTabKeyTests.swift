import Testing

@testable import LineEditing

/// An edited line without a terminal.
private struct FakeLine: EditedLine {
  var textBeforeCursor: String
  var textAfterCursor: String

  mutating func insert(_ text: String) -> Bool {
    textBeforeCursor += text
    return true
  }

  mutating func replace(_ count: Int, endingBefore offset: Int, with text: String) -> Bool {
    let kept = textBeforeCursor.dropLast(offset)
    let word = textBeforeCursor.suffix(offset)
    textBeforeCursor = kept.dropLast(count) + text + word
    return true
  }
}

@Suite("Tab on an edited line")
struct LineEditingTabKeyTests {
  private let words: Completer = { request in
    [":lessons", ":lesson", ":quit", "MealKit", "Meal"].filter { $0.hasPrefix(request.word) }
      .map { CompletionCandidate($0) }
  }

  @Test("one candidate is completed in place, text after the cursor kept")
  func single() {
    var line = FakeLine(textBeforeCursor: ":q", textAfterCursor: " now")
    var printed = ""
    let outcome = TabKey.press(
      on: &line, completer: words, promptWidth: 7, terminal: (80, 24, .en),
      output: { printed += $0 })
    #expect(outcome == .refresh)
    #expect(line.textBeforeCursor == ":quit")
    #expect(line.textAfterCursor == " now")
    #expect(printed.isEmpty)
  }

  @Test("several candidates: the common prefix is inserted and the list printed below")
  func several() {
    var line = FakeLine(textBeforeCursor: ":l", textAfterCursor: "")
    var printed = ""
    let outcome = TabKey.press(
      on: &line, completer: words, promptWidth: 7, terminal: (80, 24, .en),
      output: { printed += $0 })
    #expect(outcome == .redisplay)
    #expect(line.textBeforeCursor == ":lesson")
    #expect(printed == "\n:lessons  :lesson\n")
  }

  @Test("on a wrapped line the listing starts below its last row and leaves room for redraw")
  func wrapped() {
    // Prompt 7 + 30 characters on a 20-column terminal: rows 0 and 1; cursor on row 0.
    var line = FakeLine(
      textBeforeCursor: "let m = Me", textAfterCursor: String(repeating: "x", count: 20))
    var printed = ""
    _ = TabKey.press(
      on: &line, completer: words, promptWidth: 7, terminal: (20, 24, .en),
      output: { printed += $0 })
    #expect(printed == "\n\nMealKit  Meal\n")
    var atEnd = FakeLine(
      textBeforeCursor: String(repeating: "x", count: 20) + " Me", textAfterCursor: "")
    printed = ""
    _ = TabKey.press(
      on: &atEnd, completer: words, promptWidth: 7, terminal: (20, 24, .en),
      output: { printed += $0 })
    #expect(printed == "\nMealKit  Meal\n\n")
  }

  @Test("no completer: Tab indents at the start of a line and beeps elsewhere")
  func noCompleter() {
    var empty = FakeLine(textBeforeCursor: "", textAfterCursor: "")
    #expect(
      TabKey.press(on: &empty, completer: nil, promptWidth: 0, terminal: (80, 24, .en)) { _ in }
        == .refresh)
    #expect(empty.textBeforeCursor == "  ")
    var word = FakeLine(textBeforeCursor: "pri", textAfterCursor: "")
    #expect(
      TabKey.press(on: &word, completer: nil, promptWidth: 0, terminal: (80, 24, .en)) { _ in }
        == .beep)
  }

  @Test("screen rows: wrapping and the sequence that clears from the line's start")
  func screenRows() {
    #expect(ScreenRows.cursorRow(promptWidth: 7, textBeforeCursor: "abc", columns: 10) == 1)
    #expect(ScreenRows.cursorRow(promptWidth: 7, textBeforeCursor: "ab", columns: 10) == 0)
    #expect(ScreenRows.clearFromLineStart(rowsAbove: 0) == "\r\u{1B}[J")
    #expect(ScreenRows.clearFromLineStart(rowsAbove: 2) == "\r\u{1B}[2A\u{1B}[J")
  }

  @Test("a member through an optional turns the dot before the word into ?.")
  func throughAnOptional() {
    let chain = CompletionCandidate.Lead(replacing: 1, text: "?.")
    let members: Completer = { _ in
      [CompletionCandidate("name", label: "name: String", lead: chain)]
    }
    var line = FakeLine(textBeforeCursor: "print(meal.na", textAfterCursor: ")")
    let outcome = TabKey.press(
      on: &line, completer: members, promptWidth: 7, terminal: (80, 24, .en), output: { _ in })
    #expect(outcome == .refresh)
    #expect(line.textBeforeCursor == "print(meal?.name")
    #expect(line.textAfterCursor == ")")
  }
}
