import Foundation
import Testing
import TutorTestSupport

/// The page's scratch tab is a live session like the REPL's: an input that leaves a thread
/// running after it ended (its CPU limit raised first) is told so in the learner's language,
/// is not kept, and the session comes back with the inputs before it.
@Suite struct ServeScratchThreadTests {
  @Test(arguments: [
    ("en", "the input left a thread running after it ended"), ("zh-Hans", "仍留有线程在运行"),
  ])
  func aThreadLeftRunningIsToldAndTheSessionComesBack(language: String, words: String)
    async throws
  {
    let served = try ServedCourse(language: language)
    defer { served.stop() }
    let opened = try await served.request("POST", "/api/scratch")
    let object = try JSONSerialization.jsonObject(with: Data(opened.body.utf8))
    let tab = try #require((object as? [String: String])?["session"], "\(opened.body)")
    let run: (String) async throws -> (Int, [String: Any]) = { input in
      let json = String(decoding: try JSONEncoder().encode(["input": input]), as: UTF8.self)
      let answer = try await served.request("POST", "/api/scratch/\(tab)/run", json: json)
      let fields = try JSONSerialization.jsonObject(with: Data(answer.body.utf8))
      return (answer.status, fields as? [String: Any] ?? [:])
    }
    _ = try await run("let kept = 41")
    let thread = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(
        "Tests/EvaluatorTests/Fixtures/live/spinning-thread.swift"), encoding: .utf8)
    let (status, left) = try await run(thread)
    #expect(status == 200 && left["status"] as? String == "crashed", "\(left)")
    #expect((left["message"] as? String)?.contains(words) == true, "\(left)")
    #expect(left["restart"] is String, "\(left)")
    let (_, next) = try await run("kept + 1")
    #expect(next["status"] as? String == "accepted", "\(next)")
    let values = (next["lines"] as? [[String: Any]])?.first?["values"] as? [String]
    #expect(values == ["Int = 42"], "\(next)")
  }
}
