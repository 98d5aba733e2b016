import Foundation
import Testing
import TutorSupport

/// A refused input shows the compiler's whole answer: the error, its notes, and a tip in the
/// learner's language.
@Suite(.tags(.toolchain, .jail)) struct ReplCompilerNotesTests {
  @Test(arguments: [Language.en, .zhHans]) func notesAndATipFollowTheError(
    _ language: Language
  ) throws {
    let repl = try ReplFixture()
    repl.language = language
    try repl.run(["let maybe: Int? = 1", "maybe + 1"])
    let said = repl.output.errors
    #expect(
      said.contains("input:1:1: error: value of optional type 'Int?' must be unwrapped"), "\(said)")
    let note = language == .en ? "note: " : "注："
    #expect(said.contains(note + "coalesce using '??' to provide a default"), "\(said)")
    #expect(said.contains(note + "force-unwrap using '!'"), "\(said)")
    // Each note's fix-it as the line it makes, from the compiler's serialized diagnostics.
    let suggestion = language == .en ? "the compiler suggests: " : "编译器建议："
    #expect(said.contains(suggestion + "(maybe ?? <#default value#>) + 1"), "\(said)")
    // The compiler's `!` is its note, never a suggestion of ours: it is the way to a crash.
    #expect(!said.contains(suggestion + "maybe! + 1"), "\(said)")
    let tip =
      language == .en
      ? "tip: an optional (`Int?`) may hold nil, so Swift will not use it as a plain `Int`."
      : "提示：可选类型 `Int?` 的值可能是 nil，所以 Swift 不会把它当作普通的 `Int` 来用。"
    #expect(said.contains(tip), "\(said)")
  }

  /// A block left open, the commonest slip: the error is past the input's end, so the note names
  /// the line of the `{`, and a tip says what to do (a newcomer got neither line nor tip).
  @Test(arguments: [Language.en, .zhHans]) func aBlockLeftOpenSaysWhichAndWhatToDo(
    _ language: Language
  ) throws {
    let repl = try ReplFixture()
    repl.language = language
    try repl.run(["let name = \"Ada\"", "if name == \"Ada\" {", "  print(\"hi\")", "", ""])
    let said = repl.output.errors
    #expect(said.contains("error: expected '}' at end of brace statement"), "\(said)")
    #expect(said.contains("input:1:18: "), "the line of the `{`: \(said)")
    let tip =
      language == .en
      ? "tip: a `{` is never closed: every `{` needs its `}`."
      : "提示：有一个 `{` 没有配对的 `}`：每个 `{` 都要有自己的 `}`。"
    #expect(said.contains(tip), "\(said)")
  }

  /// Changing a constant an earlier input declared: the compiler's note points outside this
  /// input, so the session says where it was declared and how to replace it.
  @Test(arguments: [Language.en, .zhHans]) func aConstantOfAnEarlierInputSaysHowToReplaceIt(
    _ language: Language
  ) throws {
    let repl = try ReplFixture()
    repl.language = language
    try repl.run(["let total = 0", "total += 5", "let count = 1", "var count = 2", "count += 1"])
    let said = repl.output.errors
    #expect(said.contains("'total' is a 'let' constant"), "\(said)")
    let note =
      language == .en
      ? "(`total` was declared with `let` in an earlier input: `let total = 0`. Enter it again "
        + "as `var total = 0` to replace it with a variable.)"
      : "（`total` 是之前一段输入里用 `let` 声明的常量：`let total = 0`。重新输入 `var total = 0`，"
        + "就能把它换成变量。）"
    #expect(said.contains(note), "\(said)")
    // Once replaced by a `var`, it changes; and no other error got the note.
    #expect(!said.contains("`count`"), "\(said)")
    #expect(repl.output.text.contains("count: Int = 3"), "\(repl.output.text)")
    // A parameter of the same name is the input's own constant: no word of the earlier one.
    let before = said.count
    try repl.run(["func add(total: Int) -> Int {\n  total += 1\n  return total\n}"])
    let after = String(repl.output.errors.dropFirst(before))
    #expect(after.contains("'total' is a 'let' constant"), "\(after)")
    #expect(!after.contains("let total = 0"), "\(after)")
  }
}
