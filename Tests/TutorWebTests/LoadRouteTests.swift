import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// Many requests at once, in process: twenty students of a classroom pressing Check together
/// each get their own right verdict (the pool grades as many as there are cores, at least two,
/// and queues the rest), and one learner's runs cannot fill the queue for everyone.
@Suite(.tags(.toolchain, .jail)) struct LoadRouteTests {
  @Test func twentyConcurrentChecksAllGetTheirVerdict() async throws {
    let served = try InProcessServer(host: "0.0.0.0", token: "class-7b-2026")
    let solution = try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "03-optionals/exercises/optional-binding/solution.swift"), encoding: .utf8)
    let wrong = solution.replacingOccurrences(of: " stars", with: " star")
    let bodies = try [solution, wrong].map(body)
    let verdicts = try await served.requests { client in
      var students: [[String: String]] = []
      for _ in 0..<20 { students.append(try await client.enroll()) }
      return try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
        for (student, cookie) in students.enumerated() {
          group.addTask {
            let answer = try await client.request(
              "POST", "/api/exercise/optional-binding/check", json: bodies[student % 2],
              headers: cookie)
            return (student, answer.status, answer.json?["status"] as? String ?? "")
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
    }
    #expect(verdicts.count == 20)
    for (student, status, verdict) in verdicts {
      #expect(status == 200, "student \(student)")
      #expect(verdict == (student % 2 == 0 ? "pass" : "fail"), "student \(student)")
    }
  }

  @Test func oneLearnerCannotFillTheQueueForEveryone() async throws {
    let served = try InProcessServer()
    // Runs that take their time without burning the CPU: the queue is what is tested. Long
    // enough that every request arrives before any run ends, on a busy machine too (the run's
    // 10 s wall limit ends it).
    let loop = #"{"source": "import Foundation\nThread.sleep(forTimeInterval: 20)\n"}"#
    let statuses = try await served.requests { client in
      try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<6 {
          group.addTask {
            try await client.request("POST", "/api/exercise/hello-swift/run", json: loop).status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
    }
    #expect(statuses.filter { $0 == 200 }.count == 4, "\(statuses)")
    #expect(statuses.filter { $0 == 429 }.count == 2, "\(statuses)")
  }
}
