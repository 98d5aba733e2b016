import Foundation
import Testing
import TutorTestSupport

/// Every `swift-tutor serve` has a token, as Jupyter's has: a random one unless `--token`
/// chose it, printed in the URL, wanted on every request — on loopback too, where every other
/// user of the machine (`nobody` with curl) can connect as well as its owner.
@Suite(.tags(.toolchain, .jail)) struct ServeTokenTests {
  /// The `error` of a JSON error body, or nil when the body is not one.
  private func error(in body: String) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
    return object?["error"] as? String
  }

  @Test func everyServerWantsItsTokenOnEveryRequestOnLoopbackToo() async throws {
    // Alone at the machine, without --token: a random token, in the URL printed.
    let served = try ServedCourse()
    defer { served.stop() }
    let token = served.token
    #expect(token.count >= 22, "\(served.url)")  // 128 bits or more, base64url
    #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    let other = try ServedCourse()
    defer { other.stop() }
    #expect(other.token != token)
    // Another user of the machine, without the token: nothing read, nothing written.
    let without = try await served.request("GET", "/", authorized: false)
    #expect(without.status == 401)
    #expect(without.body.contains("needs its token"))  // a page, for the browser that opened it
    let file = served.folder.appendingPathComponent("work/control-flow/team-score.swift")
    let read = try await served.request(
      "GET", "/api/exercise/team-score/file", authorized: false)
    #expect(read.status == 401 && error(in: read.body)?.contains("open the link") == true)
    let save = try await served.request(
      "POST", "/api/exercise/team-score/save", json: #"{"source": "// pwned\n"}"#,
      authorized: false)
    #expect(save.status == 401)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let wrong = try await served.request("GET", "/?token=\(token)x", authorized: false)
    #expect(wrong.status == 401)
    let forged = try await served.request(
      "GET", "/api/progress", headers: ["Cookie": "swift-tutor-token=\(token.dropLast())"],
      authorized: false)
    #expect(forged.status == 401)
    // The link: then an HTTP-only, SameSite cookie, or the Bearer header.
    let first = try await served.request("GET", "/?token=\(token)", authorized: false)
    #expect(first.status == 200)
    let cookie = try #require(first.headers["set-cookie"])
    #expect(cookie.contains("swift-tutor-token=\(token)") && cookie.contains("HttpOnly"))
    #expect(cookie.contains("SameSite=Lax"))
    #expect(!cookie.contains("swift-tutor-student"))  // alone at the machine: no students
    let withCookie = try await served.request(
      "GET", "/api/progress", headers: ["Cookie": "swift-tutor-token=\(token)"],
      authorized: false)
    #expect(withCookie.status == 200)
    let bearer = try await served.request("POST", "/api/scratch")
    #expect(bearer.status == 200)
  }

  @Test func aClassroomOnEveryAddressMakesItsTokenWhenNoneIsGiven() async throws {
    let served = try ServedCourse(arguments: ["--host", "0.0.0.0"])
    defer { served.stop() }
    #expect(served.token.count >= 22 && served.url.host != "0.0.0.0", "\(served.url)")
    let without = try await served.request("GET", "/api/progress", authorized: false)
    #expect(without.status == 401)
    // Every browser is a student: the token alone is not one.
    let anonymous = try await served.request("GET", "/api/progress")
    #expect(anonymous.status == 403)
    let student = try await served.enroll()
    let progress = try await served.request("GET", "/api/progress", headers: student)
    #expect(progress.status == 200 && progress.body.contains("\"passed\":[]"))
  }
}
