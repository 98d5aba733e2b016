import PlaygroundRuntime
import Testing

/// Type names as the sidebar shows them: the way code writes them, without module prefixes.
@Suite struct TypeNamesTests {
  @Test func functionTypes() {
    #expect(TypeNames.short(((Int) -> Int).self) == "(Int) -> Int")
    #expect(TypeNames.short(((String, Double) -> [Int]).self) == "(String, Double) -> [Int]")
    #expect(TypeNames.short(((Int) -> Int)?.self) == "((Int) -> Int)?")
    #expect(TypeNames.short((() -> Void).self) == "() -> ()")
  }

  @Test func tuplesKeepTheirLabels() {
    #expect(TypeNames.short((Int, String).self) == "(Int, String)")
    #expect(TypeNames.short((count: Int, names: [String]).self) == "(count: Int, names: [String])")
  }

  @Test func genericsNestInsideFunctionsAndTuples() {
    #expect(
      TypeNames.short("Swift.Optional<(Swift.Int, Swift.Array<Swift.String>)>")
        == "(Int, [String])?")
    #expect(
      TypeNames.short("(Swift.Dictionary<Swift.String, Swift.Int>) -> Swift.Optional<Swift.Int>")
        == "([String: Int]) -> Int?")
    #expect(
      TypeNames.short("Swift.Result<Swift.Int, main.KitchenError>") == "Result<Int, KitchenError>")
  }

  @Test func replInputModulesAreDropped() {
    #expect(TypeNames.short("Input12.Point") == "Point")
    #expect(TypeNames.short("Swift.Array<Input3.Shelf.Book>") == "[Shelf.Book]")
    #expect(TypeNames.short("Inputs.Point") == "Inputs.Point")
    #expect(TypeNames.short("Input.Point") == "Input.Point")
  }
}
