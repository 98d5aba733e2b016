import Testing

@testable import Grading

@Suite struct ObservationMatchTests {
  @Test func numbersDifferWithinTheToleranceOnly() {
    #expect(ObservationMatch.equal("[1.0000000001, \"a\"]", "[1.0, \"a\"]", tolerance: 1e-9))
    #expect(!ObservationMatch.equal("[1.1, \"a\"]", "[1.0, \"a\"]", tolerance: 1e-9))
    #expect(!ObservationMatch.equal("\"1.0000000001\"", "\"1.0\"", tolerance: 1e-9))
  }

  /// A forged run of digits is not one number.
  ///
  /// It was tokenized at a cost that grew with the cube of its length (20 000 digits: days of the grader's time). Numbers are at most 32
  /// characters now, so this returns at once, and unequal.
  @Test func aLongRunOfDigitsIsNotOneNumber() {
    let forged = String(repeating: "1.", count: 100_000)
    #expect(!ObservationMatch.equal(forged, "4.5", tolerance: 1e-9))
    #expect(ObservationMatch.tokens(forged).count > 1000)
  }
}
