import Testing

@testable import TutorTerminal

/// Everything a Swift file may contain, typed line by line: each form waits for its next line.
@Suite struct InputFormsTests {
  @Test(arguments: [
    "@propertyWrapper", "@available(*, unavailable)", "@available(macOS 10.12, *)",
    "@MainActor", "func largest<T>(_ items: [T]) -> T?",
    "func largest<T>(_ items: [T]) -> T?\n  where T: Comparable", "struct Box<T>",
    "extension Array where Element == Int", "#if DEBUG\nlet mode = 1",
    "#if DEBUG\nlet mode = 1\n#else", "let text = \"Result: \\(\"\"\"\n  multi",
    "let text = \"Result: \\(\"\"\"\n  multi\n  line",
    "switch shape {\ncase .circle(let r):\n  print(r)\ncase .square:",
    "init(x: Int)", "class A: B",
  ])
  func waitsForMore(_ text: String) {
    #expect(!InputCompleteness.isComplete(text), "\(text)")
  }

  @Test(arguments: [
    "@propertyWrapper\nstruct Clamped {}", "@available(*, unavailable)\nfunc old() {}",
    "func largest<T>(_ items: [T]) -> T?\n  where T: Comparable\n{\n  items.max()\n}",
    "#if DEBUG\nlet mode = 1\n#else\nlet mode = 2\n#endif",
    "let text = \"Result: \\(\"\"\"\n  multi\n  \"\"\")\"",
    "switch shape {\ncase .circle(let r):\n  print(r)\ncase .square:\n  break\n}",
    "let s = \"unterminated", "let x: Int",
  ])
  func isWhole(_ text: String) {
    #expect(InputCompleteness.isComplete(text), "\(text)")
  }

  @Test(arguments: [
    ".map { $0 * 2 }", "  .filter { $0 > 2 }", "{ $0 + $1 }", "?.count", "where T: Equatable",
    "else {", "} else {", "catch {", "  + 1", "?? 0", "&& ready",
  ])
  func linesThatCarryTheInputOn(_ line: String) {
    if line.hasPrefix("}") {
      #expect(!InputCompleteness.continues(with: line), "a closing brace is its own input")
    } else {
      #expect(InputCompleteness.continues(with: line), "\(line)")
    }
  }

  @Test(arguments: [
    "let x = 1", "print(x)", "-1", "!flag", "// a comment", "/* note */", "elsewhere()",
    "whereabouts", "...5", "",
  ])
  func linesThatStartAnInput(_ line: String) {
    #expect(!InputCompleteness.continues(with: line), "\(line)")
  }

  @Test func aFileSplitsAsTypingItWould() {
    let inputs = InputSplitter.inputs(
      in: """
        let numbers = [1, 2, 3]
        let doubled = numbers
          .map { $0 * 2 }


        func f() {
          print(1)


          print(2)
        }
        f()
        """)
    #expect(inputs.map(\.line) == [1, 2, 6, 12])
    #expect(inputs[1].code == "let doubled = numbers\n  .map { $0 * 2 }")
    #expect(inputs[2].code.hasSuffix("print(2)\n}"), "blank lines in a file do not submit")
  }
}
