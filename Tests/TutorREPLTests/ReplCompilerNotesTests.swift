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
    #expect(said.contains("note: coalesce using '??' to provide a default"), "\(said)")
    #expect(said.contains("note: force-unwrap using '!'"), "\(said)")
    // Each note's fix-it as the line it makes, from the compiler's serialized diagnostics.
    let suggestion = language == .en ? "did you mean: " : "你是不是想写成："
    #expect(said.contains(suggestion + "(maybe ?? <#default value#>) + 1"), "\(said)")
    #expect(said.contains(suggestion + "maybe! + 1"), "\(said)")
    let tip =
      language == .en
      ? "tip: an optional (`Int?`) may hold nil, so Swift will not use it as a plain `Int`."
      : "提示：可选类型 `Int?` 的值可能是 nil，所以 Swift 不会把它当作普通的 `Int` 来用。"
    #expect(said.contains(tip), "\(said)")
  }
}
