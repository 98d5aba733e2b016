import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// Runs from the page, in process, in the jail as `serve` runs them: the exercise's Run and a
/// lesson example's, each line's values; the scratch page's live sessions — inputs that stay,
/// a thread left running told and survived, each learner's sessions their own, a full server
/// saying so in the learner's language.
@Suite(.tags(.toolchain, .jail)) struct RunRouteTests {
  /// Run's answer names a crash at the learner's line and carries it for the editor's mark,
  /// and a compile error's fix-its as lines to apply.
  @Test func aRunsCrashAndFixesPointAtTheLearnersLines() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let crash = "let a = [1, 2]\nlet i = 2\nlet x = a[i]\n"
      let crashed = try await client.request(
        "POST", "/api/exercise/hello-swift/run", json: try body(crash))
      let object = try #require(crashed.json, "\(crashed.body)")
      #expect(object["status"] as? String == "crashed", "\(crashed.body)")
      #expect(object["line"] as? Int == 3, "\(crashed.body)")
      #expect(
        (object["message"] as? String)?.contains("crashed at hello-swift.swift:3:") == true,
        "\(crashed.body)")
      let broken = "let total = 1\ntotal += 1\n"
      let rejected = try await client.request(
        "POST", "/api/exercise/hello-swift/run", json: try body(broken))
      let fixes = try #require(rejected.json?["fixes"] as? [[String: Any]], "\(rejected.body)")
      #expect(fixes.first?["line"] as? Int == 1, "\(rejected.body)")
      #expect(fixes.first?["was"] as? String == "let total = 1", "\(rejected.body)")
      #expect(fixes.first?["text"] as? String == "var total = 1", "\(rejected.body)")
      // photo-label forbids `!`: its Run offers the optional chain, not the force unwrap.
      let member = "func photoLabel(of meal: Meal?) -> String? {\n  return meal.photo?.label\n}\n"
      let chained = try await client.request(
        "POST", "/api/exercise/photo-label/run", json: try body(member))
      let offered = (chained.json?["fixes"] as? [[String: Any]] ?? []).compactMap {
        $0["text"] as? String
      }
      #expect(offered.contains { $0.contains("meal?.photo") }, "\(chained.body)")
      #expect(!offered.contains { $0.contains("meal!.photo") }, "\(chained.body)")
    }
  }

  @Test func aRunSavesTheFileAndShowsEachLinesValues() async throws {
    let served = try InProcessServer()
    let source = "let a = 1\nlet b = a + 1\n\n\nprint(b * 10)\n"
    try await served.requests { client in
      let answer = try await client.request(
        "POST", "/api/exercise/hello-swift/run", json: try body(source))
      #expect(answer.status == 200 && answer.headers["cache-control"] == "no-store")
      let object = try #require(answer.json, "\(answer.body)")
      #expect(object["status"] as? String == "accepted", "\(answer.body)")
      let lines = object["lines"] as? [[String: Any]] ?? []
      #expect(lines.map { $0["line"] as? Int } == [1, 2], "\(answer.body)")
      #expect(lines.first?["values"] as? [String] == ["a: Int = 1"])
      #expect(object["output"] as? String == "20\n")
      let example = try await client.request("POST", "/api/lesson/optionals/example/1")
      #expect(example.body.contains("leftovers: Int? = 3"), "\(example.body)")
    }
    let file = served.folder.appendingPathComponent("work/getting-started/hello-swift.swift")
    #expect(try String(contentsOf: file, encoding: .utf8) == source)
  }

  @Test func aScratchSessionKeepsWhatEachInputMade() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let opened = try await client.request("POST", "/api/scratch")  // the token as Bearer
      #expect(opened.status == 200)
      let tab = try #require(opened.json?["session"] as? String, "\(opened.body)")
      let first = try await client.request(
        "POST", "/api/scratch/\(tab)/run", json: #"{"input": "var total = 40\ntotal += 2"}"#)
      #expect(first.body.contains("total: Int = 42"), "\(first.body)")
      let second = try await client.request(
        "POST", "/api/scratch/\(tab)/run", json: #"{"input": "total * 2"}"#)
      #expect(second.body.contains("Int = 84"), "\(second.body)")
      let closed = try await client.request("DELETE", "/api/scratch/\(tab)")
      #expect(closed.body == #"{"closed":true}"#)
      let after = try await client.request(
        "POST", "/api/scratch/\(tab)/run", json: #"{"input": "total"}"#)
      #expect(after.status == 410)
    }
  }

  @Test(arguments: [
    (
      "en", "the input left a thread running after it ended",
      "The session started again: your 1 earlier input ran once more, side effects included."
    ),
    ("zh-Hans", "仍有线程在运行", "会话已重启：之前的 1 段输入已在后台重跑，副作用会再发生一次。"),
  ])
  func aThreadLeftRunningIsToldAndTheSessionComesBack(
    language: String, words: String, restarted: String
  ) async throws {
    let served = try InProcessServer(language: language)
    let thread = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(
        "Tests/GradingTests/Fixtures/live/spinning-thread.swift"), encoding: .utf8)
    try await served.requests { client in
      let opened = try await client.request("POST", "/api/scratch")
      let tab = try #require(opened.json?["session"] as? String, "\(opened.body)")
      let run: @Sendable (String) async throws -> WebAnswer = { input in
        let json = String(decoding: try JSONEncoder().encode(["input": input]), as: UTF8.self)
        return try await client.request("POST", "/api/scratch/\(tab)/run", json: json)
      }
      _ = try await run("let kept = 41")
      let left = try await run(thread)
      let object = left.json ?? [:]
      #expect(left.status == 200 && object["status"] as? String == "crashed", "\(left.body)")
      #expect((object["message"] as? String)?.contains(words) == true, "\(left.body)")
      #expect((object["restart"] as? String)?.hasSuffix(restarted) == true, "\(left.body)")
      let next = try await run("kept + 1")
      #expect(next.json?["status"] as? String == "accepted", "\(next.body)")
      let values = (next.json?["lines"] as? [[String: Any]])?.first?["values"] as? [String]
      #expect(values == ["Int = 42"], "\(next.body)")
    }
  }

  @Test func noStudentEndsAnothersLiveSession() async throws {
    let served = try InProcessServer(classroom: true) { $0.maximumSessions = 2 }
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      var tabs: [String] = []
      let run = #"{"input": "let x = 40 + 2"}"#
      for _ in 0..<2 {
        let opened = try await client.request("POST", "/api/scratch", headers: alice)
        #expect(opened.status == 200)
        let tab = try #require(opened.json?["session"] as? String)
        tabs.append(tab)
        let ran = try await client.request(
          "POST", "/api/scratch/\(tab)/run", json: run, headers: alice)
        #expect(ran.status == 200, "\(ran.body)")
      }
      // The server is full of tabs in use: Bob's new tab is refused, told when to try again.
      let refused = try await client.request("POST", "/api/scratch", headers: bob)
      #expect(refused.status == 503)
      #expect(refused.headers["retry-after"].flatMap { Int($0) }.map { $0 >= 1 } == true)
      #expect(refused.error?.contains("all the live sessions it can") == true)
      // Bob cannot use, end or guess his way into Alice's tab: it answers as one that ended.
      let stolen = try await client.request(
        "POST", "/api/scratch/\(tabs[0])/run", json: run, headers: bob)
      #expect(stolen.status == 410)
      let ended = try await client.request("DELETE", "/api/scratch/\(tabs[0])", headers: bob)
      #expect(ended.status == 410 && ended.body == stolen.body, "\(ended.body)")
      for tab in tabs {
        let answer = try await client.request(
          "POST", "/api/scratch/\(tab)/run", json: run, headers: alice)
        #expect(answer.status == 200 && answer.body.contains("x: Int = 42"), "\(answer.body)")
      }
    }
  }

  @Test func aFullServerIsSaidInTheStudentsLanguage() async throws {
    let served = try InProcessServer(classroom: true, language: "zh-Hans") {
      $0.maximumSessions = 1
    }
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      let opened = try await client.request("POST", "/api/scratch", headers: alice)
      let tab = try #require(opened.json?["session"] as? String, "\(opened.body)")
      let ran = try await client.request(
        "POST", "/api/scratch/\(tab)/run", json: #"{"input": "1"}"#, headers: alice)
      #expect(ran.status == 200, "\(ran.body)")
      let sessions = try await client.request("POST", "/api/scratch", headers: bob)
      #expect(sessions.said.hasPrefix("503 服务器上的实时会话已满"), "\(sessions.said)")
    }
  }

  /// A line that ran more often than its values are kept: the sidebar counts every run, and
  /// the tool's note is a note, not something the program printed.
  @Test func aLineThatRanOftenIsCountedAndItsNoteIsNotOutput() async throws {
    let served = try InProcessServer()
    let source = "var n = 0\nfor i in 1...25 { n = i }\nprint(n)\n"
    try await served.requests { client in
      let answer = try await client.request(
        "POST", "/api/exercise/hello-swift/run", json: try body(source))
      let object = try #require(answer.json, "\(answer.body)")
      let lines = object["lines"] as? [[String: Any]] ?? []
      let loop = try #require(lines.first { $0["line"] as? Int == 2 }, "\(answer.body)")
      #expect(loop["count"] as? Int == 25, "\(answer.body)")
      #expect((loop["values"] as? [String])?.count == 10, "\(answer.body)")
      #expect(object["output"] as? String == "25\n", "\(answer.body)")
      #expect(object["notes"] as? [String] == ["(line 2 ran 25 times; 10 shown)"], "\(answer.body)")
    }
  }
}
