import Foundation
import Testing
import TutorTestSupport

/// What a classroom student may see of the answers.
@Suite(.tags(.toolchain, .jail)) struct ServeSolutionTests {
  /// A solution is the answer to the checks: in a classroom a student sees it only after a
  /// pass, whatever the page's script does (unless the teacher starts `serve --solutions`).
  @Test func aClassroomSolutionOpensOnlyAfterAPass() async throws {
    let served = try ServedCourse(arguments: ["--classroom"])
    defer { served.stop() }
    let student = try await served.enroll()
    let path = "/api/exercise/hello-swift/solution"
    let early = try await served.request("GET", path, headers: student)
    #expect(early.status == 403, "\(early.body)")
    #expect(error(in: early.body)?.contains("once you have passed") == true, "\(early.body)")
    let solution = try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "01-getting-started/exercises/hello-swift/solution.swift"), encoding: .utf8)
    let check = try await served.request(
      "POST", "/api/exercise/hello-swift/check", json: try body(solution), headers: student)
    #expect(check.status == 200 && check.body.contains("\"status\":\"pass\""), "\(check.body)")
    let after = try await served.request("GET", path, headers: student)
    #expect(after.status == 200 && after.body.contains("Hello, Swift!"), "\(after.body)")
    let open = try ServedCourse(arguments: ["--classroom", "--solutions"])
    defer { open.stop() }
    let anyone = try await open.enroll()
    #expect(try await open.request("GET", path, headers: anyone).status == 200)
  }
}
