import Testing

@testable import TutorTerminal

@Suite struct InputCompletenessTests {
  @Test(arguments: [
    "let x = 41 + 1", "print(\"{\")", "// an open brace { in a comment", "}",
    "let s = \"\"\"\nhi\n\"\"\"",
    "func f() {}", "x?.count", "/* a /* b */ c */ let x = 1", "let x = 1 /* done */",
    "let a = [1, 2]", "let bad = (1, 2]", "if true { } else { }",
  ])
  func complete(_ text: String) {
    #expect(InputCompleteness.isComplete(text))
  }

  @Test(arguments: [
    "func f() {", "class A {\n  var x = 1", "let total = 1 +", "let x =", "let a = [1,",
    "print(", "let s = \"\"\"\nhi", "let p = meal.", "enum E {\n case a\n", "#if DEBUG",
    "func f() -> Int {\n  if true {\n    return 1\n  }",
    "/* open comment", "/* a\n/* nested */ still open", "let r = 3 /* note", "/** doc",
    "func f()",
  ])
  func incomplete(_ text: String) {
    #expect(!InputCompleteness.isComplete(text))
  }

  @Test func buffersLinesUntilComplete() {
    var buffer = InputBuffer()
    #expect(buffer.add("func f() -> Int {") == .needMore)
    #expect(buffer.add("  return 7") == .needMore)
    #expect(buffer.add("}") == .swift("func f() -> Int {\n  return 7\n}"))
    #expect(!buffer.isPending)
  }

  @Test func commandsOnlyAtTheStartOfAnInput() {
    var buffer = InputBuffer()
    #expect(buffer.add("  :lesson 3") == .command("lesson 3"))
    #expect(buffer.add("let d = [") == .needMore)
    #expect(buffer.add(":x") == .needMore)
    #expect(buffer.add("]") == .swift("let d = [\n:x\n]"))
    #expect(buffer.add("   ") == .empty)
  }

  @Test func twoEmptyLinesSubmitAnUnfinishedInput() {
    var buffer = InputBuffer()
    #expect(buffer.add("let x = 1 +") == .needMore)
    #expect(buffer.add("") == .needMore)
    #expect(buffer.add("") == .swift("let x = 1 +"))
  }
}
