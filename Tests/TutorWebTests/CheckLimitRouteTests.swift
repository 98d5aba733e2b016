import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// How many Checks a classroom student may make, in process, graded in the jail: a few in a
/// row, then one per interval; a new cookie (the link opened again) brings one Check, not a
/// fresh burst; one address checks thirty times in all, whichever of its students asks. Every
/// refusal is 429 with `Retry-After` and the learner's words; alone at the machine there is no
/// limit.
@Suite(.tags(.toolchain, .jail)) struct CheckLimitRouteTests {
  /// A file the grader refuses at once for its size: a Check without a compile.
  static let large = String(repeating: "// too long for the grader\n", count: 300 << 10 / 27)
  static let path = "/api/exercise/optional-binding/check"
  /// An hour: no bucket refills mid-test on a slow machine.
  static let hour = Duration.seconds(3600)

  /// The wait a refusal names, when it is 429 with a `Retry-After` its words repeat.
  static func refusal(_ answer: WebAnswer) -> Int? {
    guard answer.status == 429, let wait = answer.headers["retry-after"].flatMap({ Int($0) }),
      answer.error?.contains("check again in \(wait) s") == true
    else { return nil }
    return wait
  }

  @Test func checksPastABurstWaitTheirTurnInAClassroomOnly() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.checkInterval = Self.hour
      $0.limits.newStudentInterval = Self.hour
    }
    let large = try body(Self.large)
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      // A new student has one Check; the burst of five is saved up one every interval.
      let answer = try await client.request("POST", Self.path, json: large, headers: alice)
      #expect(answer.status == 200 && answer.body.contains("\"status\":\"error\""))
      let second = try await client.request("POST", Self.path, json: large, headers: alice)
      #expect(second.status == 429)
      let wait = try #require(Self.refusal(second), "\(second.said)")
      #expect((3000...3600).contains(wait), "\(wait)")
      // Bob's Checks are his own.
      #expect(try await client.request("POST", Self.path, json: large, headers: bob).status == 200)
    }
    // Alone at the machine, Check as often as you like.
    let alone = try InProcessServer()
    try await alone.requests { client in
      for _ in 0..<8 {
        let answer = try await client.request("POST", Self.path, json: large)
        #expect(answer.status == 200)
      }
    }
  }

  @Test func aNewCookieBringsOneCheckNotAFreshBurst() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.checkInterval = Self.hour
      $0.limits.newStudentInterval = Self.hour
    }
    try await served.requests { client in
      for _ in 0..<3 {
        let student = try await client.enroll()  // the link again, without the cookie
        let first = try await client.request(
          "POST", Self.path, json: try body(Self.large), headers: student)
        #expect(first.status == 200 && first.body.contains("\"status\":\"error\""), "\(first.body)")
        let second = try await client.request(
          "POST", Self.path, json: try body(Self.large), headers: student)
        let wait = Self.refusal(second)
        #expect(wait.map { (3000...3600).contains($0) } == true, "\(second.said)")
      }
    }
  }

  @Test func oneAddressChecksThirtyTimesThenWaitsWhicheverStudentAsks() async throws {
    // Students unlimited on their own (interval 0): only the address's limit is left.
    let served = try InProcessServer(classroom: true) {
      $0.limits.checkInterval = .zero
      $0.limits.addressCheckInterval = Self.hour
    }
    let large = try body(Self.large)
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      var statuses: [Int] = []
      for index in 0..<30 {
        let who = index.isMultiple(of: 2) ? alice : bob
        statuses.append(
          try await client.request("POST", Self.path, json: large, headers: who).status)
      }
      #expect(statuses == Array(repeating: 200, count: 30), "\(statuses)")
      let carol = try await client.enroll()
      for student in [alice, bob, carol] {
        let answer = try await client.request("POST", Self.path, json: large, headers: student)
        let wait = Self.refusal(answer)
        #expect(wait.map { (3000...3600).contains($0) } == true, "\(answer.said)")
      }
    }
    // Alone at the machine there is no such limit: their machine.
    let alone = try InProcessServer { $0.limits.addressCheckInterval = Self.hour }
    try await alone.requests { client in
      for _ in 0..<32 {
        let answer = try await client.request("POST", Self.path, json: large)
        #expect(answer.status == 200)
      }
    }
  }

  @Test func aCheckLaterIsSaidInTheStudentsLanguage() async throws {
    let served = try InProcessServer(classroom: true, language: "zh-Hans") {
      $0.limits.checkInterval = Self.hour
    }
    try await served.requests { client in
      let bob = try await client.enroll()
      var checked: WebAnswer?
      for _ in 0..<6 {
        checked = try await client.request(
          "POST", Self.path, json: try body(Self.large), headers: bob)
      }
      let said = checked?.said ?? ""
      #expect(said.contains("秒后才能再次检查"), "\(said)")
    }
  }
}
