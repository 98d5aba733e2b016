import LessonKit
import Testing
import TutorSupport

@testable import Diagnostics
@testable import Grading

/// One shape for a diagnostic wherever the learner reads it: place, quoted line and caret,
/// notes, the compiler's fix and a tip — with columns counted as the learner sees them.
@Suite struct DiagnosticQuoteTests {
  static func quote(_ code: String, name: String = "input") -> DiagnosticQuote {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    return DiagnosticQuote(
      name: name, file: "main.swift", lines: lines, local: { $0 <= lines.count ? $0 : nil })
  }

  static func error(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
    Diagnostic(severity: .error, file: "main.swift", line: line, column: column, message: message)
  }

  @Test func anErrorIsItsPlaceItsLineAndACaretUnderTheColumn() {
    let shown = Self.quote("let x = 1\nlet y = z").place(
      Self.error(2, 9, "cannot find 'z' in scope"))
    #expect(
      shown == """
        input:2:9: error: cannot find 'z' in scope
            2 | let y = z
              |         ^
        """)
  }

  /// The compiler counts bytes: `"` is its byte 19 and the learner's character 15; in a
  /// terminal each 汉字 takes two columns, and so does the blank that stands for it.
  @Test func wideCharactersAndTabsKeepTheCaretUnderTheirColumn() throws {
    let line = "let 名字: Int = \"a\""
    let shown = Self.quote(line).place(
      Self.error(1, 19, "cannot convert value of type 'String' to specified type 'Int'"))
    let lines = shown.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("input:1:15: error: "))
    let caret = try #require(lines.last)
    let lead = String(caret.dropFirst("      | ".count).dropLast())
    #expect(lead == "    \u{3000}\u{3000}        ")
    #expect(TerminalWidth.width(of: lead) == TerminalWidth.width(of: "let 名字: Int = "))
    let tabbed = Self.quote("\tlet y = z").place(Self.error(1, 10, "cannot find 'z' in scope"))
    #expect(tabbed.hasSuffix("  | \t        ^"), "\(tabbed)")
  }

  /// The learner's own escape sequence reaches no terminal: shown as its picture, the caret
  /// still under the column.
  @Test func aControlCharacterInTheLineIsShownNotObeyed() {
    let shown = Self.quote("let s = \"\u{1B}[2J\"; let n: Int = s").place(
      Self.error(1, 30, "cannot convert value of type 'String' to specified type 'Int'"))
    #expect(!shown.contains("\u{1B}"))
    #expect(shown.contains("    1 | let s = \"\u{241B}[2J\"; let n: Int = s\n"), "\(shown)")
    #expect(shown.hasSuffix("\n      | " + String(repeating: " ", count: 29) + "^"), "\(shown)")
  }

  @Test(arguments: [Language.en, .zhHans])
  func notesOnTheLearnersLinesFixesAndATipFollowTheError(language: Language) {
    var error = Self.error(2, 1, "cannot assign to value: 'points' is a 'let' constant")
    var note = Diagnostic(
      severity: .note, file: "main.swift", line: 1, column: 1,
      message: "change 'let' to 'var' to make it mutable")
    note.fixIts = [FixIt(line: 1, column: 1, endLine: 1, endColumn: 4, text: "var")]
    error.fixIts = []
    let elsewhere = Diagnostic(
      severity: .note, file: "checks.swift", line: 1, column: 1, message: "not the learner's")
    var quote = Self.quote("let points = 0\npoints = 3")
    let shown = quote.error(error, notes: [note, elsewhere], language: language)
    let fix = language == .en ? "the compiler suggests: var points = 0" : "编译器建议：var points = 0"
    let noted = language == .en ? "note: " : "注："
    #expect(
      shown.contains("\n    input:1:1: " + noted + "change 'let' to 'var' to make it mutable"),
      "\(shown)")
    #expect(shown.contains("\n      \(fix)"), "\(shown)")
    #expect(!shown.contains("not the learner's"))
    let tip = DiagnosticTip.line(for: error.message, language) ?? "no tip"
    #expect(shown.hasSuffix("\n    " + tip))
    #expect(
      Self.quote("let points = 0\npoints = 3").fixes([error, note])
        == [LineFix(line: 1, was: "let points = 0", text: "var points = 0", note: note.message)])
  }

  /// Where a playground runs the code a fix's placeholder is only a warning: it gets its tip.
  @Test(arguments: [Language.en, .zhHans]) func aPlaceholderWarningHasItsTip(language: Language) {
    let warning = Diagnostic(
      severity: .warning, file: "main.swift", line: 1, column: 22,
      message: "editor placeholder in source file")
    let shown = Self.quote("let total = (maybe ?? <#default value#>) + 1").warning(
      warning, language: language)
    let tip = DiagnosticTip.line(for: warning.message, language)
    #expect(tip != nil)
    #expect(shown.hasSuffix("^\n    " + (tip ?? "")), "\(shown)")
  }

  @Test func aDiagnosticOffTheLearnersLinesIsNamedWithoutAPlace() {
    let outside = Diagnostic(
      severity: .warning, file: "checks.swift", line: 2, column: 3, message: "unused")
    #expect(Self.quote("let a = 1").place(outside) == "input: warning: unused")
    #expect(
      Self.quote("let a = 1").place(Self.error(7, 1, "past the end"))
        == "input: error: past the end")
  }

  /// swiftc 6 ends some messages with their group (`[#no-usage]`): a learner, in English or
  /// Chinese, reads the message and its tip without it.
  @Test func theCompilersGroupTagIsNotShown() {
    let parsed = Diagnostic.parse(
      "/tmp/x/input.swift:1:5: warning: initialization of immutable value 'x' was never used; "
        + "consider replacing with assignment to '_' or removing it [#no-usage]\n"
        + "/tmp/x/input.swift:2:1: error: a '[#x]' in a quote stays")
    #expect(parsed.first?.message.hasSuffix("or removing it") == true, "\(parsed)")
    #expect(parsed.last?.message == "a '[#x]' in a quote stays")
  }
}
