import Foundation
import Testing
import TutorTestSupport

/// A classroom student grinding Check for a pass from one machine: neither a new cookie (the
/// link opened again, a new student) nor the Checks of many students from one address buy more
/// than real time gives. Every refusal is 429 with `Retry-After` and the learner's words.
@Suite struct ServeCheckGrindTests {
  /// A file the grader refuses at once for its size: a Check without a compile.
  private let large = String(repeating: "// too long for the grader\n", count: 300 << 10 / 27)
  private let path = "/api/exercise/optional-binding/check"

  /// The wait a refusal names, when it is 429 with a `Retry-After` its words repeat.
  private func refusal(_ answer: (status: Int, body: String, headers: [String: String])) -> Int? {
    guard answer.status == 429, let wait = answer.headers["retry-after"].flatMap({ Int($0) }),
      error(in: answer.body)?.contains("check again in \(wait) s") == true
    else { return nil }
    return wait
  }

  @Test func aNewCookieBringsOneCheckNotAFreshBurst() async throws {
    let served = try ServedCourse(arguments: [
      "--classroom", "--check-interval", "3600", "--new-student-interval", "3600",
    ])
    defer { served.stop() }
    for _ in 0..<3 {
      let student = try await served.enroll()  // the link again, without the cookie
      let first = try await served.request("POST", path, json: try body(large), headers: student)
      #expect(first.status == 200 && first.body.contains("\"status\":\"error\""), "\(first.body)")
      let second = try await served.request("POST", path, json: try body(large), headers: student)
      let wait = refusal(second)
      #expect(wait.map { (3000...3600).contains($0) } == true, "\(second.status) \(second.body)")
    }
  }

  @Test func oneAddressChecksThirtyTimesThenWaitsWhicheverStudentAsks() async throws {
    // Students unlimited on their own (interval 0): only the address's limit is left.
    let served = try ServedCourse(arguments: [
      "--classroom", "--check-interval", "0", "--address-check-interval", "3600",
    ])
    defer { served.stop() }
    let alice = try await served.enroll()
    let bob = try await served.enroll()
    var statuses: [Int] = []
    for index in 0..<30 {
      let who = index.isMultiple(of: 2) ? alice : bob
      statuses.append(
        try await served.request("POST", path, json: try body(large), headers: who).status)
    }
    #expect(statuses == Array(repeating: 200, count: 30), "\(statuses)")
    let carol = try await served.enroll()
    for student in [alice, bob, carol] {
      let answer = try await served.request("POST", path, json: try body(large), headers: student)
      let wait = refusal(answer)
      #expect(wait.map { (3000...3600).contains($0) } == true, "\(answer.status) \(answer.body)")
    }
    // Alone at the machine there is no such limit: their machine.
    let alone = try ServedCourse(arguments: ["--address-check-interval", "3600"])
    defer { alone.stop() }
    for _ in 0..<32 {
      #expect(try await alone.request("POST", path, json: try body(large)).status == 200)
    }
  }
}
