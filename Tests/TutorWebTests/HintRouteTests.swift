import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The page's Hint after a Check that failed, graded in the jail as `serve` grades: the hint
/// the first failing check names comes first, then the others in order, in the learner's
/// language; the exercise page, opened again, shows them in the order they were seen.
@Suite(.tags(.toolchain, .jail)) struct HintRouteTests {
  /// `team-score` with the boundary off by one: 50 earns 3.
  static let boundary = """
    func teamScore(_ scores: [Int]) -> Int {
      var points = 0
      for score in scores {
        points += score >= 50 ? 3 : 1
      }
      return points
    }

    """

  @Test(arguments: [
    ("en", "Hint 1 of 3, for the check that failed", "not <code>score &gt;= 50</code>"),
    ("zh-Hans", "提示 1/3（针对没有通过的检查）", "而不是 <code>score &gt;= 50</code>"),
  ])
  func aFailedBoundaryLeadsToTheBoundaryHint(language: String, heading: String, words: String)
    async throws
  {
    let served = try InProcessServer()
    let base = "/api/exercise/team-score/"
    try await served.requests { client in
      _ = try await client.request("POST", "/api/language", json: #"{"language": "\#(language)"}"#)
      let check = try await client.request("POST", base + "check", json: try body(Self.boundary))
      #expect(check.json?["status"] as? String == "fail", "\(check.body.prefix(300))")
      let first = try await client.request("POST", base + "hint")
      // The task's third hint, the learner's first: numbered as seen, never going back.
      #expect(first.json?["number"] as? Int == 1, "\(first.body)")
      let html = try #require(first.json?["html"] as? String)
      #expect(html.contains("<code>score &gt; 50</code>"), "\(html)")
      #expect(html.contains(heading) && html.contains(words), "\(html)")
      // Then the task's hint 1 and hint 2, the learner's second and third, and none left.
      let second = try await client.request("POST", base + "hint")
      #expect(second.json?["number"] as? Int == 2, "\(second.body)")
      #expect((second.json?["html"] as? String)?.contains("<code>var</code>") == true)
      let third = try await client.request("POST", base + "hint")
      #expect(third.json?["number"] as? Int == 3, "\(third.body)")
      let past = try await client.request("POST", base + "hint")
      #expect(past.json?["number"] == nil)
      // The page shows them in the order they were seen: 3 first.
      let page = try await client.request("GET", "/exercise/team-score")
      let hints = try #require(page.body.range(of: "id=\"hints\">"))
      let shown = page.body[hints.upperBound...]
      let three = try #require(shown.range(of: "score &gt; 50"))
      let one = try #require(shown.range(of: "<code>var</code>"))
      #expect(three.lowerBound < one.lowerBound)
      // A reload still says which hint the failing check chose, and only that one.
      #expect(shown.components(separatedBy: heading).count == 2, "\(shown.prefix(600))")
    }
    #expect(served.progress().hintsSeen["team-score"] == [3, 1, 2])
  }

  /// A hint for a check that failed is stale once every check passes: the pass hides the
  /// hints, on the page that passed and on the page opened again.
  @Test func aPassHidesTheHintsOfTheChecksThatFailed() async throws {
    let served = try InProcessServer()
    let base = "/api/exercise/team-score/"
    let solution = try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "04-control-flow/exercises/team-score/solution.swift"), encoding: .utf8)
    try await served.requests { client in
      _ = try await client.request("POST", base + "check", json: try body(Self.boundary))
      _ = try await client.request("POST", base + "hint")
      let before = try await client.request("GET", "/exercise/team-score")
      #expect(before.body.contains("id=\"hints\">"), "shown while failing")
      let pass = try await client.request("POST", base + "check", json: try body(solution))
      #expect(pass.json?["status"] as? String == "pass", "\(pass.body.prefix(300))")
      let after = try await client.request("GET", "/exercise/team-score")
      #expect(after.body.contains("id=\"hints\" hidden>"), "\(after.body.prefix(200))")
    }
  }
}
