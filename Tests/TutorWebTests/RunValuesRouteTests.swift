import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// What a run's answer holds beyond each line's values: a closure's values folded with what
/// the fold says, and a scratch tab's transcript, kept by the server, said in the learner's
/// language of the moment and readable by its student alone.
@Suite(.tags(.toolchain, .jail)) struct RunValuesRouteTests {
  @Test func aClosuresValuesAreFoldedWithWhatTheFoldSays() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let filtered = try await client.request(
        "POST", "/api/exercise/hello-swift/run",
        json: try body("let big = [1, 2, 3].filter { $0 > 1 }\n"))
      let line = try #require((filtered.json?["lines"] as? [[String: Any]])?.first)
      #expect(line["values"] as? [String] == ["big: [Int] = [2, 3]"], "\(filtered.body)")
      #expect(line["folded"] as? String == "⋯ 6 more values inside { }", "\(filtered.body)")
      #expect((line["inner"] as? [String])?.first == "$0: Int = 1", "\(filtered.body)")
    }
  }

  /// A tab the page comes back to after the language switch: what it ran, said in Chinese now
  /// (the page used to show the answers it stored, in the language they ran in).
  @Test func aTabsTranscriptIsSaidInTheLanguageOfTheMoment() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let opened = try await client.request("POST", "/api/scratch")
      let tab = try #require(opened.json?["session"] as? String, "\(opened.body)")
      for input in ["var total = 40", "total * 2", "var total = 1"] {
        _ = try await client.request(
          "POST", "/api/scratch/\(tab)/run",
          json: String(decoding: try JSONEncoder().encode(["input": input]), as: UTF8.self))
      }
      _ = try await client.request("POST", "/api/language", json: #"{"language": "zh-Hans"}"#)
      let ran = try await client.request("GET", "/api/scratch/\(tab)")
      let entries = try #require(ran.json?["entries"] as? [[String: Any]], "\(ran.body)")
      #expect(
        entries.map { $0["code"] as? String } == ["var total = 40", "total * 2", "var total = 1"])
      let third = entries.last?["answer"] as? [String: Any]
      #expect(third?["replaced"] as? String == "（替换了之前的 total）", "\(ran.body)")
      #expect(ran.json?["dropped"] as? Int == 0)
      _ = try await client.request("DELETE", "/api/scratch/\(tab)")
      #expect(try await client.request("GET", "/api/scratch/\(tab)").status == 410)
    }
  }

  /// A scratch tab's transcript (what it ran, shown again when the page comes back) is its
  /// student's alone: a classmate who learns the tab's id reads, runs in and ends nothing.
  @Test func aClassmateNeitherReadsNorEndsAnothersScratchTab() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.newStudentInterval = .seconds(1)
    }
    try await served.requests { client in
      let ann = try await client.enroll()
      let bob = try await client.enroll()
      let opened = try await client.request(
        "POST", "/api/scratch", headers: ann)
      let tab = try #require(opened.json?["session"] as? String, "\(opened.body)")
      let run = try await client.request(
        "POST", "/api/scratch/\(tab)/run", json: #"{"input": "let secret = 42"}"#, headers: ann)
      #expect(run.body.contains("secret: Int = 42"), "\(run.body)")
      for (method, path) in [
        ("GET", "/api/scratch/\(tab)"), ("POST", "/api/scratch/\(tab)/run"),
        ("DELETE", "/api/scratch/\(tab)"),
      ] {
        let answer = try await client.request(
          method, path, json: method == "POST" ? #"{"input": "secret"}"# : nil, headers: bob)
        #expect(answer.status == 410, "\(method) \(path): \(answer.status)")
        #expect(!answer.body.contains("42"))
      }
      let mine = try await client.request("GET", "/api/scratch/\(tab)", headers: ann)
      #expect(mine.status == 200 && mine.body.contains("let secret = 42"), "\(mine.body)")
    }
  }
}
