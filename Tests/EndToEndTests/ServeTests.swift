import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor serve` as a client other than the page sees it: every malformed request gets a
/// 4xx with a JSON error and the server goes on; every server wants its token, on loopback too;
/// a second server on a taken port says so; the page's language is the terminal's.
@Suite(.tags(.toolchain, .jail)) struct ServeTests {
  /// The `error` of a JSON error body, or nil when the body is not one.
  private func error(in body: String) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
    return object?["error"] as? String
  }

  @Test func malformedRequestsGetAJSONErrorAndTheServerGoesOn() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    let big = String(repeating: "a", count: 600 << 10)
    let cases: [(String, String, String?, [String: String], Bool, Int, String)] = [
      ("GET", "/api/no/such/call", nil, [:], true, 404, "no such page"),
      ("GET", "/api/exercise/no-such-exercise/file", nil, [:], true, 404, "no-such-exercise"),
      ("POST", "/api/exercise/optional-binding/check", "{not json", [:], true, 400, "not JSON"),
      ("POST", "/api/exercise/optional-binding/check", #"{"src": 1}"#, [:], true, 400, "source"),
      ("POST", "/api/exercise/optional-binding/check", #"{"source": 7}"#, [:], true, 400, "type"),
      (
        "POST", "/api/exercise/optional-binding/check", "{\"source\": \"\(big)\"}", [:], true, 413,
        "512 KiB"
      ),
      (
        "POST", "/api/exercise/optional-binding/check", #"{"source": ""}"#, [:], false, 403,
        "tutor's own page"
      ),
      ("GET", "/api/progress", nil, ["Host": "evil.example:80"], true, 403, "evil.example"),
      ("POST", "/api/scratch/not-a-session/run", #"{"input": "1"}"#, [:], true, 410, "idle"),
      ("POST", "/api/language", #"{"language": "klingon"}"#, [:], true, 400, "klingon"),
      ("POST", "/api/lesson/optionals/example/99", nil, [:], true, 404, "optionals 99"),
      ("DELETE", "/api/exercise/optional-binding/check", nil, [:], true, 404, "no such page"),
    ]
    for (method, path, body, headers, page, status, words) in cases {
      let answer = try await served.request(
        method, path, json: body, headers: headers, page: page)
      #expect(answer.status == status, "\(method) \(path)")
      #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
      let said = error(in: answer.body)
      #expect(said?.contains(words) == true, "\(method) \(path): \(answer.body.prefix(200))")
    }
    let index = try await served.request("GET", "/")
    #expect(index.status == 200)
    #expect(index.body.contains("<ol class=\"lessons\">"))
    // A page address a browser opened gets a page, with the way back.
    let missing = try await served.request("GET", "/exercise/no-such-exercise")
    #expect(missing.status == 404)
    #expect(missing.headers["content-type"]?.hasPrefix("text/html") == true)
    #expect(missing.body.contains("no-such-exercise") && missing.body.contains("<a href=\"/\">"))
  }

  @Test func aSecondServerOnTheSamePortSaysThePortIsTaken() throws {
    let served = try ServedCourse()
    defer { served.stop() }
    let second = try runTutor(
      ["serve", "--port", "\(served.port)", "--lessons", TutorBinary.lessons.path],
      environment: served.environment)
    #expect(second.status == 3)
    #expect(second.stderr.contains("Port \(served.port) on 127.0.0.1 is taken"))
    #expect(second.stderr.contains("--port \(served.port + 1)"))
  }

  @Test func theLanguageChosenInThePageIsTheTerminals() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    let chosen = try await served.request(
      "POST", "/api/language", json: #"{"language": "zh-Hans"}"#)
    #expect(chosen.status == 200)
    let lessons = try runTutor(["lessons"], environment: served.environment)
    #expect(lessons.stdout.contains("可选类型"))
    let page = try await served.request("GET", "/lesson/optionals")
    #expect(page.body.contains("<html lang=\"zh-Hans\">"))
  }

  @Test func hintsResetAndTheSolutionAreTheTerminals() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    let first = try await served.request("POST", "/api/exercise/optional-binding/hint")
    #expect(first.status == 200 && first.body.contains("\"number\":1"))
    let second = try await served.request("POST", "/api/exercise/optional-binding/hint")
    #expect(second.body.contains("\"number\":2"))
    let progress = try runTutor(["progress"], environment: served.environment)
    #expect(progress.stdout.contains("2 hints used"), "\(progress.stdout)")
    // Reset puts the starter back, keeps the file as .bak and forgets the hints.
    let file = served.folder.appendingPathComponent("work/optionals/optional-binding.swift")
    _ = try await served.request(
      "POST", "/api/exercise/optional-binding/save", json: #"{"source": "// mine\n"}"#)
    #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
    let reset = try await served.request("POST", "/api/exercise/optional-binding/reset")
    #expect(reset.status == 200 && reset.body.contains("TODO"))
    let backup = file.appendingPathExtension("bak")
    #expect(try String(contentsOf: backup, encoding: .utf8) == "// mine\n")
    let after = try runTutor(["progress"], environment: served.environment)
    #expect(after.stdout.contains("0 hints used"), "\(after.stdout)")
    let solution = try await served.request("GET", "/api/exercise/optional-binding/solution")
    #expect(solution.body.contains("guard let meal"))
  }

  @Test func inAClassroomEachBrowserIsAStudentOfItsOwn() async throws {
    let served = try ServedCourse(arguments: ["--host", "0.0.0.0", "--token", "class-7b-2026"])
    defer { served.stop() }
    #expect(served.token == "class-7b-2026")
    let first = try await served.request("GET", "/?token=class-7b-2026", authorized: false)
    let cookie = try #require(first.headers["set-cookie"])
    #expect(cookie.contains("swift-tutor-student=") && cookie.contains("HttpOnly"))
    let alice = try await served.enroll()
    let bob = try await served.enroll()
    #expect(alice != bob)
    let path = "/api/exercise/optional-binding/"
    let solution = try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "03-optionals/exercises/optional-binding/solution.swift"), encoding: .utf8)
    let body = String(decoding: try JSONEncoder().encode(["source": solution]), as: UTF8.self)
    let passed = try await served.request("POST", path + "check", json: body, headers: alice)
    #expect(passed.body.contains("\"status\":\"pass\""))
    // Bob sees the starter and no pass; the machine's own learner neither.
    let bobsFile = try await served.request("GET", path + "file", headers: bob)
    #expect(bobsFile.body.contains("TODO") && !bobsFile.body.contains("guard let meal"))
    // The id is the only thing between students: no page or answer shows it.
    #expect(bobsFile.body.contains("\"path\":\"optionals/optional-binding.swift\""))
    let page = try await served.request("GET", "/exercise/optional-binding", headers: bob)
    let bobsID = String(bob["Cookie"]?.split(separator: "=").last ?? "")
    #expect(bobsID.count == 32 && !page.body.contains(bobsID))
    let bobsProgress = try await served.request("GET", "/api/progress", headers: bob)
    #expect(bobsProgress.body.contains("\"passed\":[]"))
    let alicesProgress = try await served.request("GET", "/api/progress", headers: alice)
    #expect(alicesProgress.body.contains("optional-binding"))
    let terminal = try runTutor(["progress"], environment: served.environment)
    #expect(terminal.stdout.contains("Passed 0 of 41"), "\(terminal.stdout)")
    // A cookie that is not an id the server made is nobody: refused, never a folder name.
    for forged in ["../../x", String(repeating: "a", count: 32)] {
      let answer = try await served.request(
        "GET", "/api/progress", headers: ["Cookie": "swift-tutor-student=" + forged])
      #expect(answer.status == 403, "\(forged)")
      #expect(answer.headers["set-cookie"] == nil)
    }
  }

  @Test func aCheckShowsWhatTheTerminalsReportShows() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    // Printed text and a compiler warning, beside a wrong answer: the page gets both.
    let source = """
      print("looking at meals")
      func describe(_ meal: Meal?) -> String {
        var unused = 1
        return "No meal"
      }

      """
    let body = String(decoding: try JSONEncoder().encode(["source": source]), as: UTF8.self)
    let answer = try await served.request(
      "POST", "/api/exercise/optional-binding/check", json: body)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    #expect(object["status"] as? String == "fail")
    #expect((object["output"] as? String)?.contains("looking at meals") == true, "\(answer.body)")
    let warnings = object["warnings"] as? [String] ?? []
    #expect(warnings.contains { $0.contains("unused") }, "\(warnings)")
  }
}
