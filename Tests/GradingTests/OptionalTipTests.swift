import Testing
import TutorSupport

@testable import Diagnostics

/// An optional used as a plain value, said with the learner's own code: a dictionary's value
/// gets `default:` (a newcomer counting ratings followed the compiler's `!` into a crash in
/// every check), a member of an optional gets `if let` and `?.`, and the compiler's `!` is
/// never offered as a fix. Messages and columns are this toolchain's (`swiftc -typecheck`).
@Suite struct OptionalTipTests {
  static let source = """
    var tally: [Int: Int] = [:]
    let meal = Meal(name: "Soup", rating: 3)
    tally[meal.rating] += 1
    let m: Meal? = nil
    let r = m.rating
    let n = maybe + 1
    """

  static func said(line: Int, column: Int, _ message: String, notes: [Diagnostic] = [])
    -> [Language: String]
  {
    let error = Diagnostic(
      severity: .error, file: "tally.swift", line: line, column: column, message: message)
    var said: [Language: String] = [:]
    for language in Language.allCases {
      var quote = DiagnosticQuote.file("tally.swift", source: source)
      said[language] = quote.error(error, notes: notes, language: language)
    }
    return said
  }

  @Test func aDictionarysValueGetsADefault() {
    let said = Self.said(
      line: 3, column: 6, "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
    )
    #expect(
      said[.en]?.contains(
        "tip: a dictionary has no value for a key it lacks, so `tally[meal.rating]` is optional."
          + " Give the missing key a default: `tally[meal.rating, default: 0]` is 0 for it")
        == true, "\(said)")
    #expect(
      said[.zhHans]?.contains("提示：字典里没有的键就没有值，所以 `tally[meal.rating]` 是可选值。") == true,
      "\(said)")
  }

  @Test func aMemberOfAnOptionalGetsIfLetAndQuestionDot() {
    let said = Self.said(
      line: 5, column: 9,
      "value of optional type 'Meal?' must be unwrapped to refer to member 'rating' of wrapped"
        + " base type 'Meal'")
    #expect(
      said[.en]?.contains(
        "tip: `m` is a `Meal?`: it may be nil, so Swift will not read its `rating` directly."
          + " Unwrap it first: `if let m { … m.rating … }`, or write `m?.rating`") == true,
      "\(said)")
    #expect(said[.zhHans]?.contains("提示：`m` 的类型是 `Meal?`，它可能是 nil") == true, "\(said)")
    for text in said.values {
      for placeholder in ["{name}", "{member}", "{type}", "{open}"] {
        #expect(!text.contains(placeholder), "a placeholder left: \(text)")
      }
    }
  }

  /// Not a subscript, not a member: the general tip, as before.
  @Test func anyOtherOptionalGetsTheGeneralTip() {
    let said = Self.said(
      line: 6, column: 9, "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
    )
    #expect(said[.en]?.contains("tip: an optional (`Int?`) may hold nil") == true, "\(said)")
  }

  /// The compiler's `!` stays its note, never a fix of ours; its `?.` is offered.
  @Test func theCompilersForceUnwrapIsNeverOffered() {
    let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
    func note(_ message: String, _ text: String) -> Diagnostic {
      var note = Diagnostic(
        severity: .note, file: "tally.swift", line: 5, column: 10, message: message)
      note.fixIts = [FixIt(line: 5, column: 10, endLine: 5, endColumn: 10, text: text)]
      return note
    }
    let bang = note(
      "force-unwrap using '!' to abort execution if the optional value contains 'nil'", "!")
    let chain = note("chain the optional using '?' to access member 'rating'", "?")
    #expect(LineFix.make(bang, lines: lines, local: { $0 }) == nil)
    #expect(LineFix.make(chain, lines: lines, local: { $0 })?.text == "let r = m?.rating")
  }
}

/// Tips' code in a colour terminal: coloured, without backticks, as the lessons show code; a
/// plain terminal (or a pipe) keeps the backticks, and lines that are not tips are left alone.
@Suite struct TipCodeStyleTests {
  @Test(arguments: Language.allCases) func tipCodeIsColouredOnlyInTips(_ language: Language) {
    let tip = DiagnosticTip.line(
      for: "value of optional type 'Int?' must be unwrapped to a value of type 'Int'", language)
    let text = "input:1:9: error: `quoted` stays\n    " + (tip ?? "")
    let coloured = DiagnosticTip.styled(text, language, style: ANSIStyle(enabled: true))
    let lines = coloured.split(separator: "\n")
    #expect(lines[0] == "input:1:9: error: `quoted` stays")
    #expect(lines[1].contains("\u{1B}[33mInt?\u{1B}[0m") && !lines[1].contains("`"), "\(lines[1])")
    #expect(DiagnosticTip.styled(text, language, style: .plain) == text)
  }
}
