import Testing
import TutorChecks

@Suite struct ExpectationTests {
  @Test func expectEqualSaysExpectedAndActual() {
    #expect(throws: Never.self) { try expectEqual(3, 3) }
    let error = #expect(throws: CheckFailure.self) { try expectEqual(3, 4, "f(2)") }
    #expect(error?.message == "f(2): expected 4, got 3")
  }

  @Test func expectNilAndNotNil() throws {
    let error = #expect(throws: CheckFailure.self) { try expectNil(Optional("x"), "name") }
    #expect(error?.message == "name: expected nil, got \"x\"")
    #expect(try expectNotNil(Optional(5)) == 5)
    #expect(throws: CheckFailure.self) { try expectNotNil(Optional<Int>.none) }
  }

  @Test func approximateEqualityAndNaN() {
    #expect(throws: Never.self) { try expectApproximately(0.1 + 0.2, 0.3) }
    #expect(throws: CheckFailure.self) { try expectApproximately(Double.nan, 0.3) }
    #expect(throws: CheckFailure.self) { try expectApproximately(0.31, 0.3) }
  }

  @Test func differentialChecksNameTheFirstDifferingInput() {
    let error = #expect(throws: CheckFailure.self) {
      try expectSameResults(
        for: [1, 2, 3], describe: { "double(\($0))" }, student: { $0 == 3 ? 0 : $0 * 2 },
        reference: { $0 * 2 })
    }
    #expect(error?.message == "double(3): expected 6, got 0")
  }

  @Test func thePropertiesOfDifferentTypesCompareByName() {
    struct Mine { var name = "a"; var rating = 2 }
    struct Theirs { var name = "a"; var rating = 3 }
    let error = #expect(throws: CheckFailure.self) {
      try expectSameProperties(Mine(), as: Theirs(), names: ["name", "rating"])
    }
    #expect(error?.message == "`rating`: expected 3, got 2")
  }

  @Test func recordsSurviveAnyTextInTheirFraming() {
    let record = ResultRecord.fail(index: 2, message: "a\u{1}b\u{2}c%01 d")
    let encoded = record.encoded(token: "t0k3n")
    let body = encoded.dropFirst("\u{1}t0k3n ".count).dropLast()
    #expect(ResultRecord.decode(body: String(body)) == record)
  }
}
