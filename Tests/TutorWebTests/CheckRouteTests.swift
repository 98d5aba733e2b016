import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The page's Check, in process, graded in the jail as `serve` grades: the report the terminal
/// shows, a pass counted where the terminal sees it (reading progress once), each student's
/// own verdicts and solutions. (How many Checks a student may make: `CheckLimitRouteTests`.)
@Suite(.tags(.toolchain, .jail)) struct CheckRouteTests {
  static let path = "/api/exercise/optional-binding/check"

  /// The bundled solution of `optional-binding`.
  static func solution() throws -> String {
    try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "03-optionals/exercises/optional-binding/solution.swift"), encoding: .utf8)
  }

  @Test func aCheckShowsWhatTheTerminalsReportShows() async throws {
    let served = try InProcessServer()
    // Printed text and a compiler warning, beside a wrong answer: the page gets both.
    let source = """
      print("looking at meals")
      func describe(_ meal: Meal?) -> String {
        var unused = 1
        return "No meal"
      }

      """
    try await served.requests { client in
      let answer = try await client.request("POST", Self.path, json: try body(source))
      let object = try #require(answer.json)
      #expect(answer.headers["cache-control"] == "no-store")
      #expect(object["status"] as? String == "fail")
      #expect((object["output"] as? String)?.contains("looking at meals") == true, "\(answer.body)")
      let warnings = object["warnings"] as? [String] ?? []
      #expect(warnings.contains { $0.contains("unused") }, "\(warnings)")
      #expect(object["passed"] as? Int == 0 && object["total"] as? Int == 41)
      #expect(object["next"] == nil)
    }
    #expect(served.progress().passed.isEmpty)
  }

  /// A file that does not compile: its headline counts the checks that wait, each listed.
  @Test func aFileThatDoesNotCompileSaysHowManyChecksWait() async throws {
    let served = try InProcessServer()
    let source = "func describe(_ meal: Meal?) -> String { return 1 }\n"
    try await served.requests { client in
      let answer = try await client.request("POST", Self.path, json: try body(source))
      let object = try #require(answer.json)
      #expect(object["status"] as? String == "error")
      let checks = object["checks"] as? [[String: Any]] ?? []
      #expect(checks.count > 1, "\(answer.body)")
      #expect(
        object["headline"] as? String == "ERROR — none of the \(checks.count) checks could run.",
        "\(answer.body)")
    }
  }

  @Test func aPassIsCountedWhereTheTerminalSeesItReadingProgressOnce() async throws {
    let served = try InProcessServer()
    let state = served.folder.appendingPathComponent("state/swift-tutor")
    try await served.requests { client in
      _ = try await client.request("GET", "/exercise/optional-binding")  // the page opens
      let opens = try FileOpens(in: state)
      let answer = try await client.request(
        "POST", Self.path, json: try body(try Self.solution()))
      #expect(opens.take("progress.json") == 0, "nobody else saved: nothing to read")
      let object = try #require(answer.json)
      #expect(object["status"] as? String == "pass", "\(answer.body)")
      #expect((object["headline"] as? String)?.hasPrefix("PASS") == true, "\(answer.body)")
      #expect(object["passed"] as? Int == 1 && object["total"] as? Int == 41)
      let next = try #require(object["next"] as? String)
      #expect(object["nextTitle"] is String)
      #expect(served.progress().currentExercise == next)
      let file = served.folder.appendingPathComponent("work/optionals/optional-binding.swift")
      #expect(try String(contentsOf: file, encoding: .utf8) == (try Self.solution()))
    }
    #expect(served.progress().passed == ["optional-binding"])
    let terminal = try served.terminal(["progress"])
    #expect(terminal.stdout.contains("Passed 1 of 41"), "\(terminal.stdout)")
  }

  @Test func inAClassroomEachStudentsPassIsTheirOwn() async throws {
    let served = try InProcessServer(host: "0.0.0.0", token: "class-7b-2026")
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      let path = "/api/exercise/optional-binding/"
      let passed = try await client.request(
        "POST", path + "check", json: try body(try Self.solution()), headers: alice)
      #expect(passed.body.contains("\"status\":\"pass\""))
      // Bob sees the starter and no pass; the machine's own learner neither.
      let bobsFile = try await client.request("GET", path + "file", headers: bob)
      #expect(bobsFile.body.contains("TODO") && !bobsFile.body.contains("guard let meal"))
      let bobsProgress = try await client.request("GET", "/api/progress", headers: bob)
      #expect(bobsProgress.body.contains("\"passed\":[]"))
      let alicesProgress = try await client.request("GET", "/api/progress", headers: alice)
      #expect(alicesProgress.body.contains("optional-binding"))
      // Her solution opens now, after her own pass; Bob's stays closed.
      let hers = try await client.request("POST", path + "solution", headers: alice)
      #expect(hers.status == 200 && hers.body.contains("guard let meal"))
      #expect(try await client.request("POST", path + "solution", headers: bob).status == 403)
    }
    let terminal = try served.terminal(["progress"])
    #expect(terminal.stdout.contains("Passed 0 of 41"), "\(terminal.stdout)")
  }
}
