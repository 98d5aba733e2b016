import Foundation
import Testing
import TutorSupport

/// `:doc NAME` and `?NAME`: a declaration and its documentation comment, from sourcekit-lsp,
/// for the sample libraries and the session's own names; an unknown name said so, in the
/// learner's language.
@Suite(.tags(.toolchain, .jail)) struct ReplDocTests {
  @Test func docShowsTheDeclarationAndItsComment() throws {
    let repl = try ReplFixture()
    try repl.run([
      "let meal = Meal(name: \"Soup\", photo: nil, rating: 4)!", ":doc Meal", "?meal.rating",
    ])
    let said = repl.output.text
    #expect(said.contains("struct Meal : Equatable"), "\(said)")
    #expect(said.contains("One meal in the FoodTracker list"), "\(said)")
    #expect(said.contains("var rating: Int"), "\(said)")
    #expect(said.contains("The rating from 0 (no stars) to 5 (five stars)."), "\(said)")
  }

  /// `:doc name.uppercased` showed Foundation's `var uppercased` with no comment, and told a
  /// newcomer the method they call with `()` was a property; a property stays a property.
  @Test func aMethodNamedWithoutItsCallIsTheMethod() throws {
    let repl = try ReplFixture()
    try repl.run(["let name = \"Ada\"", ":doc name.uppercased", "?name.count"])
    let said = repl.output.text
    #expect(said.contains("func uppercased() -> String"), "\(said)")
    #expect(!said.contains("var uppercased"), "\(said)")
    #expect(said.contains("var count: Int"), "\(said)")
  }

  @Test(arguments: [Language.en, .zhHans]) func anUnknownNameIsSaidSo(_ language: Language) throws {
    let repl = try ReplFixture()
    repl.language = language
    try repl.run([":doc nothingHere", ":doc"])
    let said = repl.output.errors
    let expected =
      language == .en
      ? ["No declaration of “nothingHere” is known here", "Which name? For example :doc Meal"]
      : ["这里找不到“nothingHere”的声明", "要查哪个名字？例如 :doc Meal"]
    for line in expected { #expect(said.contains(line), "\(said)") }
  }
}
