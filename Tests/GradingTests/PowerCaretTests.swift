import Testing
import TutorSupport

@testable import Diagnostics
@testable import Grading

/// `^` read as a power: an error on a line that uses it in its code is told so, without the
/// compiler's conversion, which compiles to the wrong number.
@Suite struct PowerCaretTests {
  @Test func onlyTheCodeOfALineIsRead() {
    #expect(PowerCaret.used(in: "let area = Double.pi * radius ^ 2"))
    #expect(!PowerCaret.used(in: "print(\"2^3\") // x ^ y"))
    #expect(
      CodeLine.pieces("let s = “a^b” // ^").map(\.kind) == [.code, .string, .code, .comment])
  }

  @Test(arguments: [Language.en, .zhHans]) func theTipReplacesTheConversion(language: Language) {
    var quote = DiagnosticQuoteTests.quote("let radius = 2.0\nlet area = Double.pi * radius ^ 2")
    var error = DiagnosticQuoteTests.error(
      2, 22, "cannot convert value of type 'Double' to expected argument type 'Int'")
    error.fixIts = [FixIt(line: 2, column: 12, endLine: 2, endColumn: 12, text: "Int(")]
    let shown = quote.error(error, notes: [], language: language)
    #expect(shown.hasSuffix("\n    " + DiagnosticTip.powerCaretLine(language)), "\(shown)")
    #expect(!shown.contains("Int(Double"), "\(shown)")
    #expect(quote.fixes([error]).isEmpty)
  }
}
