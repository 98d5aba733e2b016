import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// A crash that stops every check says its tip once on the page: a newcomer's `Int(text)!`
/// showed "tip: this `!` met nil…" five times, once under each failing check.
@Suite(.tags(.toolchain, .jail)) struct CheckTipRouteTests {
  @Test func aTipSaidUnderEveryCheckIsSaidOnce() async throws {
    let served = try InProcessServer()
    let source = "func servings(from text: String) -> Int {\n  return Int(text)!\n}\n"
    try await served.requests { client in
      let answer = try await client.request(
        "POST", "/api/exercise/servings-or-default/check", json: try body(source))
      let checks = try #require(answer.json?["checks"] as? [[String: Any]], "\(answer.body)")
      let messages = checks.compactMap { $0["message"] as? String }
      let tips = messages.flatMap { $0.split(separator: "\n") }.filter {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("tip: ")
      }
      #expect(checks.filter { $0["status"] as? String != "pass" }.count > 1, "\(answer.body)")
      #expect(tips.count == 1, "\(messages)")
      #expect(Set(messages.filter { !$0.isEmpty }).count > 1 || messages.count == 1)
    }
  }
}
