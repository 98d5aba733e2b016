import Foundation
import Testing
import TutorTestSupport

/// Twenty students of a classroom server pressing Check at once, on localhost: every one gets
/// its own right verdict (bounded: one server, twenty requests, the pool runs as many gradings
/// as there are cores, at least two, and queues the rest).
@Suite(.tags(.toolchain, .jail)) struct ServeLoadTests {
  @Test func twentyConcurrentChecksAllGetTheirVerdict() async throws {
    let served = try ServedCourse(arguments: ["--host", "0.0.0.0", "--token", "class-7b-2026"])
    defer { served.stop() }
    let solution = try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "03-optionals/exercises/optional-binding/solution.swift"), encoding: .utf8)
    let wrong = solution.replacingOccurrences(of: " stars", with: " star")
    let bodies = [solution, wrong].map { source in
      String(decoding: (try? JSONEncoder().encode(["source": source])) ?? Data(), as: UTF8.self)
    }
    var students: [[String: String]] = []
    for _ in 0..<20 { students.append(try await served.enroll()) }
    let verdicts = try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
      for (student, cookie) in students.enumerated() {
        group.addTask {
          let answer = try await served.request(
            "POST", "/api/exercise/optional-binding/check", json: bodies[student % 2],
            headers: cookie)
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

  @Test func oneLearnerCannotFillTheQueueForEveryone() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    // Runs that take their time without burning the CPU: the queue is what is tested.
    // Long enough that every request arrives before any run ends, on a busy machine too (the
    // run's 10 s wall limit ends it).
    let loop = #"{"source": "import Foundation\nThread.sleep(forTimeInterval: 20)\n"}"#
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<6 {
        group.addTask {
          try await served.request("POST", "/api/exercise/hello-swift/run", json: loop).status
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses.filter { $0 == 200 }.count == 4, "\(statuses)")
    #expect(statuses.filter { $0 == 429 }.count == 2, "\(statuses)")
  }

  @Test func studentsBehindOneAddressEachHaveTheirOwnShare() async throws {
    let served = try ServedCourse(arguments: ["--host", "0.0.0.0", "--token", "class-7b-2026"])
    defer { served.stop() }
    // Two students on one machine, reached through its network address (as a school's NAT
    // shows a class): each has a share of their own, and neither takes the other's.
    let address = try #require(served.url.host, "no address in \(served.url)")
    #expect(address != "127.0.0.1")
    let students = [try await served.enroll(host: address), try await served.enroll(host: address)]
    // Long enough that every request arrives before any run ends, on a busy machine too (the
    // run's 10 s wall limit ends it).
    let loop = #"{"source": "import Foundation\nThread.sleep(forTimeInterval: 20)\n"}"#
    let statuses = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
      for (number, student) in students.enumerated() {
        for _ in 0..<6 {
          group.addTask {
            let answer = try await served.request(
              "POST", "/api/exercise/hello-swift/run", json: loop, headers: student,
              host: address)
            return (number, answer.status)
          }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for number in 0..<2 {
      let own = statuses.filter { $0.0 == number }.map(\.1)
      #expect(own.filter { $0 == 200 }.count == 4, "student \(number): \(own)")
      #expect(own.filter { $0 == 429 }.count == 2, "student \(number): \(own)")
    }
    // Without a student cookie, no run at all (and no new student).
    let anonymous = try await served.request(
      "POST", "/api/exercise/hello-swift/run", json: loop, host: address)
    #expect(anonymous.status == 403)
  }
}
