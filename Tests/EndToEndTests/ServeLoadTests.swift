import Foundation
import Testing
import TutorTestSupport

/// Students of a classroom server reaching it through the machine's network address, as a
/// school's NAT shows a class: what needs a real socket and a client address that is not
/// loopback. (Twenty concurrent Checks and one learner's share of the queue are tested in
/// process: `TutorWebTests/LoadRouteTests`.)
@Suite(.tags(.toolchain, .jail)) struct ServeLoadTests {
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
