import Foundation
import Grading
import LiveSession
import Testing
import TutorTerminal

/// Forms the transcript corpus (``ReplTranscriptTests``) found failing at the prompt, each
/// typed line by line as a learner would.
@Suite struct ReplLiveFormsTests {
  private func lines(_ repl: ReplFixture) -> [String] {
    repl.output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A top-level `async let` made the input an async entry point, which ended the host.
  @Test(.tags(.toolchain, .jail)) func asyncLetAtThePromptAnswersALaterAwait() throws {
    let repl = try ReplFixture()
    try repl.run([
      "func twice(_ n: Int) async -> Int {", "  n * 2", "}", "async let a = twice(1)",
      "async let b = twice(2)", "let sum = await a + b", "sum",
      "func check(_ n: Int) async throws -> Int { n }", "async let c = try check(7)",
      "print(try await c)",
    ])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
    #expect(lines(repl).contains("Int = 6"), "\(repl.output.text)")
    #expect(lines(repl).contains("7"), "\(repl.output.text)")
  }

  /// An operator a protocol requires is found through the protocol's module.
  @Test(.tags(.toolchain, .jail)) func aProtocolsOperatorRequirementReachesLaterInputs() throws {
    let repl = try ReplFixture()
    try repl.run([
      "protocol Summable {", "  static func + (a: Self, b: Self) -> Self",
      "  static var zero: Self { get }", "}",
      "extension Int: Summable { static var zero: Int { 0 } }",
      "func total<S: Summable>(_ xs: [S]) -> S { xs.reduce(.zero, +) }", "total([1, 2, 3])",
    ])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
    #expect(lines(repl).contains("Int = 6"), "\(repl.output.text)")
  }

  /// Values logged while a printed line is open are shown after it, so the line stays whole.
  @Test(.tags(.toolchain, .jail)) func valuesWaitForTheOpenPrintedLine() throws {
    let repl = try ReplFixture()
    try repl.run([
      "var s = 0", "for i in 1...3 {", "  s += i", "  print(s, terminator: \" \")", "}",
      "print(\"end\")",
    ])
    #expect(
      repl.output.text.contains("2 │ s: Int = 1\n1 3 6 \n2 │ s: Int = 3\n2 │ s: Int = 6\nend\n"),
      "\(repl.output.text)")
    repl.output.clear()
    try repl.run([
      "var t = 0", "for i in 1...3 { t += i; print(t, terminator: \" \") }; print(\"!\")",
    ])
    #expect(
      repl.output.text.hasSuffix("t: Int = 1\n1 3 6 !\nt: Int = 3\nt: Int = 6\n"),
      "\(repl.output.text)")
  }

  /// The same in `eval`'s listing: the line is numbered by the `print` that started it.
  @Test func aFileListingKeepsAnOpenLineWhole() {
    let events: [PlaygroundEvent] = [
      .output(line: 2, text: "1 "), .value(line: 2, name: "s", type: "Int", text: "1"),
      .output(line: 2, text: "3\nnext"), .value(line: 3, name: "", type: "Int", text: "9"),
    ]
    #expect(
      PlaygroundStyle(color: false, language: .en).fileListing(events)
        == "   2 ▸ 1 3\n   2 │ s: Int = 1\n   2 ▸ next\n   3 │ Int = 9\n")
  }
}
