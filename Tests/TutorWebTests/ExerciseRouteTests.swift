import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The exercise page's requests, in process, on the terminal's own state: the file, a save,
/// hints, Reset and the solution — and every malformed request a 4xx with a JSON error in the
/// learner's language, after which the server goes on.
@Suite struct ExerciseRouteTests {
  @Test func malformedRequestsGetAJSONErrorAndTheServerGoesOn() async throws {
    let served = try InProcessServer()
    let big = String(repeating: "a", count: 600 << 10)
    let check = "/api/exercise/optional-binding/check"
    let cases: [(String, String, String?, Bool, String?, Int, String)] = [
      ("GET", "/api/no/such/call", nil, true, nil, 404, "no such page"),
      ("GET", "/api/exercise/no-such-exercise/file", nil, true, nil, 404, "no-such-exercise"),
      (
        "POST", "/api/exercise/no-such-exercise/save", #"{"source": ""}"#, true, nil, 404, "no-such"
      ),
      ("POST", check, "{not json", true, nil, 400, "not JSON"),
      ("POST", check, #"{"src": 1}"#, true, nil, 400, "source"),
      ("POST", check, #"{"source": 7}"#, true, nil, 400, "type"),
      ("POST", check, "{\"source\": \"\(big)\"}", true, nil, 413, "512 KiB"),
      (
        "POST", "/api/exercise/optional-binding/save", "{\"source\": \"\(big)\"}", true, nil, 413,
        "512 KiB"
      ),
      ("POST", check, #"{"source": ""}"#, false, nil, 403, "tutor's own page"),
      ("GET", "/api/progress", nil, true, "evil.example:80", 403, "evil.example"),
      ("POST", "/api/scratch/not-a-session/run", #"{"input": "1"}"#, true, nil, 410, "idle"),
      ("POST", "/api/language", #"{"language": "klingon"}"#, true, nil, 400, "klingon"),
      ("POST", "/api/lesson/optionals/example/99", nil, true, nil, 404, "optionals 99"),
      ("POST", "/api/lesson/no-such-lesson/example/1", nil, true, nil, 404, "no-such-lesson"),
      ("DELETE", check, nil, true, nil, 404, "no such page"),
    ]
    try await served.requests { client in
      for (method, path, body, page, host, status, words) in cases {
        let answer = try await client.request(method, path, json: body, page: page, host: host)
        #expect(answer.status == status, "\(method) \(path)")
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(answer.headers["cache-control"] == "no-store", "\(method) \(path)")
        #expect(answer.headers["x-content-type-options"] == "nosniff", "\(method) \(path)")
        #expect(
          answer.error?.contains(words) == true, "\(method) \(path): \(answer.body.prefix(200))")
      }
      let index = try await client.request("GET", "/")
      #expect(index.status == 200)
      #expect(index.body.contains("<ol class=\"lessons\">"))
    }
    // Nothing a refused request named was written.
    #expect(
      !FileManager.default.fileExists(
        atPath: served.folder.appendingPathComponent("work/optionals/optional-binding.swift").path))
  }

  @Test func theFileAndASaveAreTheTerminals() async throws {
    let served = try InProcessServer()
    let file = served.folder.appendingPathComponent("work/optionals/optional-binding.swift")
    try await served.requests { client in
      let starter = try await client.request("GET", "/api/exercise/optional-binding/file")
      #expect(starter.status == 200 && starter.headers["cache-control"] == "no-store")
      #expect((starter.json?["source"] as? String)?.contains("TODO") == true)
      #expect(starter.json?["path"] as? String == file.path)
      #expect(served.progress().currentExercise == nil, "reading the file opens nothing")
      let saved = try await client.request(
        "POST", "/api/exercise/optional-binding/save", json: #"{"source": "// mine\n"}"#)
      #expect(saved.status == 200 && saved.json?["source"] as? String == "// mine\n")
      #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
      // An editor outside changes the file: the page's next poll sees it.
      try "// outside\n".write(to: file, atomically: true, encoding: .utf8)
      let polled = try await client.request("GET", "/api/exercise/optional-binding/file")
      #expect(polled.json?["source"] as? String == "// outside\n")
    }
  }

  @Test func hintsResetAndTheSolutionAreTheTerminals() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let first = try await client.request("POST", "/api/exercise/optional-binding/hint")
      #expect(first.status == 200 && first.body.contains("\"number\":1"))
      #expect(first.body.contains("<div class=\\\"hint\\\">"))
      #expect(first.body.contains("</h3>"), "slashes are not escaped")
      let second = try await client.request("POST", "/api/exercise/optional-binding/hint")
      #expect(second.body.contains("\"number\":2"))
      let progress = try served.terminal(["progress"])
      #expect(progress.stdout.contains("2 hints used"), "\(progress.stdout)")
      // Reset puts the starter back, keeps the file as .bak and forgets the hints.
      let file = served.folder.appendingPathComponent("work/optionals/optional-binding.swift")
      _ = try await client.request(
        "POST", "/api/exercise/optional-binding/save", json: #"{"source": "// mine\n"}"#)
      #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
      let reset = try await client.request("POST", "/api/exercise/optional-binding/reset")
      #expect(reset.status == 200 && reset.body.contains("TODO"))
      let backup = file.appendingPathExtension("bak")
      #expect(try String(contentsOf: backup, encoding: .utf8) == "// mine\n")
      let after = try served.terminal(["progress"])
      #expect(after.stdout.contains("0 hints used"), "\(after.stdout)")
      let solution = try await client.request("POST", "/api/exercise/optional-binding/solution")
      #expect(solution.body.contains("guard let meal"))
    }
  }

  @Test func onceEveryHintWasSeenNoneIsCounted() async throws {
    let served = try InProcessServer()
    let count = try #require(
      try InProcessServer.course.get().exercise(id: "optional-binding")?.exercise.task(.en).hints
        .count)
    try await served.requests { client in
      for number in 1...count {
        let hint = try await client.request("POST", "/api/exercise/optional-binding/hint")
        #expect(hint.json?["number"] as? Int == number)
      }
      let past = try await client.request("POST", "/api/exercise/optional-binding/hint")
      #expect(past.status == 200 && past.json?["number"] == nil)
      #expect(past.json?["html"] as? String == "" && past.json?["count"] as? Int == count)
    }
    #expect(served.progress().hintsUsed["optional-binding"] == count)
  }
}
