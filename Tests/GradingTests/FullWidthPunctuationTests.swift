import Testing
import TutorSupport

@testable import Diagnostics
@testable import Grading

/// Punctuation a Chinese input method types where code needs ASCII: the line's ASCII twin is
/// the fix, Chinese text inside quotes and comments untouched, and the tip says why.
@Suite struct FullWidthPunctuationTests {
  @Test(arguments: [
    ("let a = 1，b = 2", "let a = 1,b = 2", "，"),
    ("print(“你好，世界”)", "print(\"你好，世界\")", "“"),
    ("if a ＝＝ b｛ return （a） ｝", "if a == b{ return (a) }", "＝"),
    ("meal。name // 名字，评分", "meal.name // 名字，评分", "。"),
    ("let s = \"他说“好”，\"；", "let s = \"他说“好”，\";", "；"),
  ])
  func codeIsMadeASCIIAndTextIsLeftAlone(line: String, fixed: String, first: String) {
    let found = FullWidthPunctuation.fixed(line[...])
    #expect(found?.text == fixed)
    #expect(found.map { String($0.first) } == first)
  }

  @Test(arguments: ["let s = \"你好，世界\"", "let x = 1 // 注释：好", "let 名字 = \"拉面\"", "x = \"a\\\"，\""])
  func aLineWhoseCodeIsASCIIHasNoFix(line: String) {
    #expect(FullWidthPunctuation.fixed(line[...]) == nil)
  }

  /// The compiler, misled, proposes `let a = 1，b; = 2`: the learner is offered the ASCII line
  /// instead, once, and told why in their language.
  @Test(arguments: [Language.en, .zhHans]) func theLinesTwinReplacesTheCompilersFix(
    language: Language
  ) {
    var quote = DiagnosticQuoteTests.quote("var b = 0\nlet a = 1，b = 2")
    var error = DiagnosticQuoteTests.error(
      2, 14, "consecutive statements on a line must be separated by ';'")
    error.fixIts = [FixIt(line: 2, column: 14, endLine: 2, endColumn: 14, text: ";")]
    let shown = quote.error(error, notes: [], language: language)
    let fix = LineFix(line: 2, was: "let a = 1，b = 2", text: "let a = 1,b = 2", note: error.message)
    #expect(shown.contains("\n    " + fix.shown(language)), "\(shown)")
    #expect(!shown.contains("b; = 2"))
    let tip = DiagnosticTip.fullWidthLine(found: "，", ascii: ",", language)
    #expect(shown.hasSuffix("\n    " + tip))
    #expect(tip.contains(language == .en ? "half-width `,`" : "半角的 `,`"), "\(tip)")
    #expect(quote.fixes([error, error]) == [fix])
    // A second error on that line: its fix and tip were told with the first.
    let again = quote.error(error, notes: [], language: language)
    #expect(!again.contains(fix.shown(language)) && !again.contains(tip), "\(again)")
  }
}
