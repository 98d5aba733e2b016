import Foundation
import LineEditing
import Testing
import TutorTerminal

/// The REPL's Swift side: values, rejected and crashing input, multi-line input.
@Suite(.tags(.toolchain, .jail)) struct ReplSessionTests {
  @Test func showsEachLinesValueLikeAPlaygroundSidebar() throws {
    let repl = try ReplFixture()
    try repl.run([
      "let x = 41 + 1", "let z: Int? = 9", "x + 1", "let sq = Square(sideLength: 2, name: \"sq\")",
      "let meal = Meal(name: \"Soup\", photo: nil, rating: 4)",
    ])
    let lines = repl.output.text.split(separator: "\n").map(String.init)
    #expect(lines.contains("x: Int = 42"))
    #expect(lines.contains("z: Int? = 9"))
    #expect(lines.contains("Int = 43"))
    // A class instance shows its stored properties, MealKit and Shapes need no import.
    let square = try #require(lines.first { $0.hasPrefix("sq: Square = ") })
    #expect(square.contains("sideLength: 2.0") && square.contains("name: \"sq\""))
    #expect(lines.contains("meal: Meal? = Meal(name: \"Soup\", rating: 4)"))
    #expect(repl.output.errors.isEmpty)
  }

  @Test func aRejectedInputLeavesTheSessionAsItWas() throws {
    let repl = try ReplFixture()
    try repl.run(["var count = 1", "count += \"two\"", "count = count * 10", "count"])
    #expect(repl.output.errors.contains("input:1:"))
    #expect(repl.output.errors.contains("not kept"))
    // Only the accepted inputs ran: 1 * 10, never the rejected line.
    #expect(repl.output.text.split(separator: "\n").contains("count: Int = 10"))
    #expect(repl.output.text.split(separator: "\n").last == "Int = 10")
  }

  @Test func aCrashIsReportedAndTheSessionGoesOn() throws {
    let repl = try ReplFixture()
    try repl.run(["let numbers = [1, 2, 3]", "numbers[7]", "numbers.count"])
    #expect(repl.output.errors.lowercased().contains("index out of range"))
    #expect(repl.output.text.split(separator: "\n").last == "Int = 3")
  }

  @Test func earlierSideEffectsAreNotShownAgain() throws {
    let repl = try ReplFixture()
    try repl.run(["print(\"once\")", "let two = 2"])
    #expect(repl.output.text.components(separatedBy: "once").count == 2)
    #expect(repl.output.text.hasSuffix("two: Int = 2\n"))
  }

  @Test func multiLineInputUsesTheContinuationPrompt() throws {
    let repl = try ReplFixture()
    let reader = try repl.run([
      "func area(of side: Double) -> Double {", "  return side * side", "}", "area(of: 3)",
    ])
    // After `}` the REPL looks at the next line (it is there already) to see whether it carries
    // the input on, like `.map { … }` would; `area(of: 3)` does not.
    #expect(reader.prompts == ["swift> ", "  ...> ", "  ...> ", "  ...> ", "swift> "])
    #expect(repl.output.text.split(separator: "\n").last == "Double = 9.0")
    #expect(
      reader.history.first == "func area(of side: Double) -> Double {\n  return side * side\n}")
  }

  @Test func ctrlCDropsTheUnfinishedInput() throws {
    let repl = try ReplFixture()
    try repl.run(script: [.line("let broken = ("), .interrupted, .line("let fine = 5")])
    #expect(repl.output.text == "fine: Int = 5\n")
    #expect(repl.output.errors.isEmpty)
  }

  @Test func declaringANameAgainReplacesTheEarlierDeclaration() throws {
    let repl = try ReplFixture()
    try repl.run(["let x = 1", "let keep = 5", "let x = \"two\"", "x", "keep", "let y = x + 1"])
    let lines = repl.output.text.split(separator: "\n").map(String.init)
    #expect(lines.contains("x: String = \"two\""))
    #expect(lines.contains("(replaces the earlier x)"))
    #expect(lines.contains("String = \"two\""))
    #expect(lines.contains("Int = 5"))  // other inputs stay
    #expect(repl.output.errors.contains("'String' and 'Int'"))  // x really is the new one
  }

  @Test func aClosureParameterPassedOnStillRuns() throws {
    // The playground transform cannot log `step` here; the session instruments it without
    // parameter values instead of refusing it.
    let repl = try ReplFixture()
    try repl.run([
      "func applyTwice(_ step: (Int) -> Int, to value: Int) -> Int {", "  step(step(value))", "}",
      "applyTwice({ $0 * 3 }, to: 2)",
    ])
    #expect(repl.output.errors.isEmpty, "\(repl.output.errors)")
    // The line's own value, then the closure's four calls folded under it (`:more`).
    #expect(
      repl.output.text.split(separator: "\n").suffix(2) == [
        "Int = 18", "⋯ 4 more values from inside { } on this line (:more shows them)",
      ], "\(repl.output.text)")
  }

  @Test func aCrashPointsAtTheLineTyped() throws {
    let repl = try ReplFixture()
    try repl.run(["let none: Int? = nil", "let fine = 1\nprint(none!)"])
    #expect(repl.output.errors.contains("Unexpectedly found nil"))
    #expect(
      repl.output.errors.contains("crashed at line 2 of this input: "), "\(repl.output.errors)")
    #expect(!repl.output.errors.contains("main.swift"))
  }

  @Test func aFloodOfOutputIsCutAtWholeLinesAndSaysSo() throws {
    let repl = try ReplFixture()
    try repl.run(["for i in 0..<100000 { print(i) }", "let after = 1"])
    let lines = repl.output.text.split(separator: "\n", omittingEmptySubsequences: false)
    let note = try #require(lines.firstIndex { $0.hasPrefix("(output cut at 64 KiB: ") })
    #expect(Int(lines[note - 1]) != nil, "the line before the note is a whole number")
    #expect(repl.output.text.utf8.count < 70_000)
    #expect(lines.contains("after: Int = 1"))
  }
}
