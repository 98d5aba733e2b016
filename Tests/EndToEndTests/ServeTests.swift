import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor serve` as a process: what only a real server shows — the link it prints
/// (with a token of its own, or the one chosen, naming the machine's addresses) working over
/// a real socket, and a second server on a taken port saying so. Every route, its answers and
/// refusals are tested in process (`TutorWebTests`); the browser tests drive this process too.
@Suite(.tags(.toolchain, .jail)) struct ServeTests {
  @Test func theLinkPrintedCarriesATokenOfItsOwnThatEveryRequestWants() async throws {
    // Alone at the machine, without --token: a random token, in the URL printed.
    let served = try ServedCourse()
    defer { served.stop() }
    let token = served.token
    #expect(token.count >= 22, "\(served.url)")  // 128 bits or more, base64url
    #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    #expect(served.url.host == "127.0.0.1")
    let other = try ServedCourse()
    defer { other.stop() }
    #expect(other.token != token)
    // Over the socket: without the token nothing; the printed link sets the cookie.
    let without = try await served.request("GET", "/api/progress", authorized: false)
    #expect(without.status == 401)
    let first = try await served.request("GET", "/?token=\(token)", authorized: false)
    #expect(first.status == 200 && first.body.contains("<ol class=\"lessons\">"))
    let cookie = try #require(first.headers["set-cookie"])
    #expect(cookie.contains("swift-tutor-token=\(token)") && cookie.contains("HttpOnly"))
    let withCookie = try await served.request(
      "GET", "/api/progress", headers: ["Cookie": "swift-tutor-token=\(token)"],
      authorized: false)
    #expect(withCookie.status == 200 && withCookie.headers["cache-control"] == "no-store")
  }

  @Test func aClassroomPrintsItsAddressesAndItsToken() async throws {
    let open = try ServedCourse(arguments: ["--host", "0.0.0.0"])
    defer { open.stop() }
    #expect(open.token.count >= 22 && open.url.host != "0.0.0.0", "\(open.url)")
    let student = try await open.enroll()
    let progress = try await open.request("GET", "/api/progress", headers: student)
    #expect(progress.status == 200 && progress.body.contains("\"passed\":[]"))
    let chosen = try ServedCourse(arguments: ["--host", "0.0.0.0", "--token", "class-7b-2026"])
    defer { chosen.stop() }
    #expect(chosen.token == "class-7b-2026" && chosen.url.host != "0.0.0.0", "\(chosen.url)")
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

  /// Stopped with Ctrl-C after a page was served, `serve` starts again on the same port at
  /// once: the connections it closed linger in TIME-WAIT, and they did not hold the port (the
  /// fourth newcomer was told "port taken" for a minute with nothing listening).
  @Test func aServerStoppedAfterServingRestartsOnTheSamePortAtOnce() async throws {
    let first = try ServedCourse()
    let port = first.port
    let page = try await first.request("GET", "/")
    #expect(page.status == 200)
    first.stop()
    let again = try ServedCourse(arguments: ["--port", "\(port)"])
    defer { again.stop() }
    #expect(again.port == port)
    #expect(try await again.request("GET", "/").status == 200)
  }
}
