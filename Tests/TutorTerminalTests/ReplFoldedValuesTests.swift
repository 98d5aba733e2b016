import Foundation
import Testing
import TutorTerminal

/// A closure's values on a line with a value of its own are folded into one note, and `:more`
/// lists them (issue 31: `menu.filter { $0.spicy }` printed six `$0:`/`Bool` lines before its
/// result, and a closure run 30 times crowded the line's own value out entirely).
@Suite(.tags(.toolchain, .jail)) struct ReplFoldedValuesTests {
  @Test func aClosuresValuesAreFoldedUnderTheLinesOwnValueAndMoreListsThem() throws {
    let repl = try ReplFixture()
    try repl.run(["let xs = [1, 2, 3, 4]", "let big = xs.filter { $0 > 1 }", ":more"])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
    let parts = repl.output.text.components(
      separatedBy:
        "big: [Int] = [2, 3, 4]\n⋯ 8 more values from inside { } on this line (:more shows them)\n"
    )
    #expect(parts.count == 2, "\(repl.output.text)")
    #expect(!(parts.first ?? "$0").contains("$0"), "folded: \(repl.output.text)")
    let more = parts.last ?? ""
    #expect(
      more.hasPrefix(
        "   1 │ $0: Int = 1\n   1 │ Bool = false\n   1 │ $0: Int = 2\n   1 │ Bool = true\n"),
      "\(more)")
    #expect(more.components(separatedBy: "│").count == 9, "\(more)")
  }

  /// Thirty calls of a closure kept the line's own value from being shown (ten values a line);
  /// now the line's value shows and the fold says how many of its sixty were kept.
  @Test func aLongClosureKeepsTheLinesOwnValueAndSaysWhatWasKept() throws {
    let repl = try ReplFixture()
    try repl.run(["let many = (1...30).map { $0 * 2 }", ":more"])
    let text = repl.output.text
    #expect(text.contains("many: [Int] = [2, 4, 6, "), "\(text)")
    #expect(text.contains("⋯ 60 more values from inside { } on this line"), "\(text)")
    #expect(text.hasSuffix("(the first 10 of 60 are shown)\n"), "\(text)")
  }

  /// A loop's body and a called function's parameters are the line's own values: not folded.
  /// With nothing folded, `:more` says what it is for; in Chinese, the note and the answer are.
  @Test func loopsAreNotFoldedAndMoreSpeaksTheLearnersLanguage() throws {
    let repl = try ReplFixture()
    try repl.run(["var s = 0", "for i in 1...3 { s += i }", ":more"])
    #expect(
      repl.output.text.contains("s: Int = 1\ns: Int = 3\ns: Int = 6\n"), "\(repl.output.text)")
    #expect(repl.output.text.contains("The last input folded nothing."), "\(repl.output.text)")
    repl.output.clear()
    try repl.run([":lang zh-Hans", "[1, 2, 3].contains { $0 == 2 }", ":more"])
    #expect(
      repl.output.text.contains("Bool = true\n⋯ 这一行的 { } 里还有 4 个值（输入 :more 查看）\n"),
      "\(repl.output.text)")
    #expect(
      repl.output.text.hasSuffix("   1 │ $0: Int = 2\n   1 │ Bool = true\n"), "\(repl.output.text)")
  }
}
