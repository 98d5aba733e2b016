import Testing

@testable import Grading

/// An `output` exercise's report leads to the line that matters: the first differing line,
/// then the printed lines around it, numbered, in the reader's language.
@Suite struct OutputComparisonTests {
  private let expected = (1...10).map(String.init).joined(separator: "\n")

  @Test func theFirstDifferenceComesWithTheLinesAroundIt() throws {
    let printed = expected.replacingOccurrences(of: "6", with: "six")
    let text = try #require(
      OutputComparison.difference(expected: expected, actual: printed, context: 2))
    #expect(
      text.split(separator: "\n") == [
        "line 6: expected \"6\", got \"six\" (expected 10 lines, got 10)",
        "  4 | 4", "  5 | 5", "> 6 | six", "  7 | 7", "  8 | 8",
      ])
  }

  @Test func aShortOutputShowsItsLastLinesInChinese() throws {
    let text = try #require(
      OutputComparison.difference(
        expected: expected, actual: "1\n2\n3", language: .zhHans, context: 2))
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasPrefix("第 4 行：期望 \"4\"") == true, "\(lines)")
    #expect(Array(lines.dropFirst()) == ["  2 | 2", "  3 | 3"])
  }

  @Test func equalOutputsAndNoContextSayNothingMore() {
    #expect(OutputComparison.difference(expected: "a\n", actual: "a  \n\n") == nil)
    let bare = OutputComparison.difference(expected: "a", actual: "b")
    #expect(bare == "line 1: expected \"a\", got \"b\" (expected 1 lines, got 1)")
  }
}
