import Foundation
import Testing
import TutorTestSupport

/// Twenty students pressing Check at once, on localhost: every one gets its own right verdict
/// (bounded: one server, twenty requests, the pool runs two gradings per core at most).
@Suite struct ServeLoadTests {
  @Test func twentyConcurrentChecksAllGetTheirVerdict() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    let solution = try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "03-optionals/exercises/optional-binding/solution.swift"), encoding: .utf8)
    let wrong = solution.replacingOccurrences(of: " stars", with: " star")
    let bodies = [solution, wrong].map { source in
      String(decoding: (try? JSONEncoder().encode(["source": source])) ?? Data(), as: UTF8.self)
    }
    let verdicts = try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
      for student in 0..<20 {
        group.addTask {
          let answer = try await served.request(
            "POST", "/api/exercise/optional-binding/check", json: bodies[student % 2])
          let object = try JSONSerialization.jsonObject(with: Data(answer.body.utf8))
          return (student, answer.status, (object as? [String: Any])?["status"] as? String ?? "")
        }
      }
      var all: [(Int, Int, String)] = []
      for try await verdict in group { all.append(verdict) }
      return all
    }
    #expect(verdicts.count == 20)
    for (student, status, verdict) in verdicts {
      #expect(status == 200, "student \(student)")
      #expect(verdict == (student % 2 == 0 ? "pass" : "fail"), "student \(student)")
    }
  }
}
