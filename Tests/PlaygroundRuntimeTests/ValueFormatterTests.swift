import PlaygroundRuntime
import Testing

private class Animal {
  var legs = 4
}

private final class Dog: Animal {
  var name = "Rex"
}

private struct Point { var x = 1, y = 2 }

private enum Direction { case north, south }

private final class Described: CustomStringConvertible {
  var description: String { "custom" }
}

@Suite struct ValueFormatterTests {
  @Test func stringsAreQuotedAndOptionalsUnwrapped() {
    #expect(ValueFormatter.describe("hi") == "\"hi\"")
    #expect(ValueFormatter.describe(Optional(9) as Any) == "9")
    #expect(ValueFormatter.describe(Optional<Int>.none as Any) == "nil")
  }

  @Test func objectsShowStoredPropertiesInheritedFirst() {
    #expect(ValueFormatter.describe(Dog()) == "Dog(legs: 4, name: \"Rex\")")
    #expect(ValueFormatter.describe(Point()) == "Point(x: 1, y: 2)")
  }

  @Test func ownDescriptionsWinAndEnumsGetADot() {
    #expect(ValueFormatter.describe(Described()) == "custom")
    #expect(ValueFormatter.describe(Direction.north) == ".north")
  }

  @Test func chosenFieldsAreWrittenAsThePromptWritesAValue() {
    // A check's `observeFields` and the sidebar write one value the same way.
    #expect(
      ValueFormatter.describe(Dog(), fields: ["name", "legs"]) == "Dog(name: \"Rex\", legs: 4)")
    #expect(
      ValueFormatter.describe(Described(), fields: ["description"])
        == "Described(description: <missing>)")
    let missing: Point? = nil
    #expect(ValueFormatter.describe(missing as Any, fields: ["x"]) == "nil")
    #expect(ValueFormatter.describe(Optional(Point()) as Any, fields: ["y"]) == "Point(y: 2)")
  }

  @Test func collectionsAndTuplesRecurse() {
    #expect(ValueFormatter.describe(["a", "b"]) == "[\"a\", \"b\"]")
    #expect(ValueFormatter.describe((squares: 1, triangles: 2)) == "(squares: 1, triangles: 2)")
    #expect(ValueFormatter.describe([String: Int]()) == "[:]")
  }

  @Test func typeNamesAreShortened() {
    #expect(TypeNames.short(Int?.self) == "Int?")
    #expect(TypeNames.short([String].self) == "[String]")
    #expect(TypeNames.short([String: [Int?]].self) == "[String: [Int?]]")
  }

  @Test func recordsRoundTripThroughTheirFraming() {
    let record = PlaygroundRecord.value(
      line: 3, column: 5, depth: 0, module: 12, name: "x", type: "String", text: "a\u{1}b%c\u{1F}")
    let encoded = record.encoded
    let body = String(encoded.dropFirst(PlaygroundRecord.marker.count).dropLast())
    #expect(PlaygroundRecord.decode(body) == record)
  }
}
