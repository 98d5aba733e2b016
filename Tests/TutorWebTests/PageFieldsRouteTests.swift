import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The page draws what the server worked out — each line's sidebar cell, the lines the
/// compiler's errors name, a fix's code as its button shows it — and parses no text itself.
@Suite struct PageFieldsTests {
  /// Only errors count, of a Swift file, at the start of a line; a note, a warning and the
  /// learner's own text quoted under an error mark nothing.
  @Test func theErrorLinesAreTheCompilersErrors() {
    let message = """
      meal.swift:3:36: error: cannot find 'x' in scope
        3 | let s = "meal.swift:9:1: error: not one"
      meal.swift:4:1: warning: never used
      meal.swift:7:2: note: did you mean 'y'?
      checks.swift:12:5: error: missing argument
      """
    #expect(PageFields.errorLines(message) == [3, 12])
    #expect(PageFields.errorLines(nil).isEmpty)
  }

  /// A few values side by side; past three the last with how many times, spaced as each
  /// language writes it; past the values kept, the count alone.
  @Test func aSidebarCellIsSaidInTheLearnersLanguage() {
    #expect(PageFields.sidebar(["a", "b"], count: nil, language: .en) == "a  ·  b")
    let four = ["1", "2", "3", "4"]
    #expect(PageFields.sidebar(four, count: nil, language: .en) == "4 (4 times)")
    #expect(PageFields.sidebar(four, count: nil, language: .zhHans) == "4（共 4 次）")
    #expect(PageFields.sidebar(four, count: 25, language: .en) == "(25 times)")
  }
}

/// The same fields in a Run's answer, in process, in the jail as `serve` runs it.
@Suite(.tags(.toolchain, .jail)) struct PageFieldsRouteTests {
  @Test(arguments: [("en", " (5 times)"), ("zh-Hans", "（共 5 次）")])
  func aRunCarriesItsCellsErrorLinesAndFixButtons(language: String, times: String) async throws {
    let served = try InProcessServer(language: language)
    try await served.requests { client in
      let loop = try await client.request(
        "POST", "/api/exercise/hello-swift/run",
        json: try body("var n = 0\nfor i in 1...5 {\n  n += i\n}\n"))
      let lines = try #require(loop.json?["lines"] as? [[String: Any]], "\(loop.body)")
      let inside = try #require(lines.first { $0["line"] as? Int == 3 }, "\(loop.body)")
      let last = try #require((inside["values"] as? [String])?.last, "\(loop.body)")
      #expect(inside["shown"] as? String == last + times, "\(loop.body)")
      let broken = try await client.request(
        "POST", "/api/exercise/hello-swift/run", json: try body("let total = 1\ntotal += 1\n"))
      #expect(broken.json?["errorLines"] as? [Int] == [2], "\(broken.body)")
      let fix = try #require((broken.json?["fixes"] as? [[String: Any]])?.first)
      #expect(fix["shown"] as? String == "var total = 1", "\(broken.body)")
      #expect(fix["was"] as? String == "let total = 1", "\(broken.body)")
    }
  }
}
