import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// What every request must show before a handler sees it (``RequestGuard``), in process: the
/// token — from the link, then a cookie, or `Authorization: Bearer` — on loopback too; the
/// page's own header on every request that changes something; on loopback a `Host` naming
/// this machine. Each refusal is said in the learner's language, and reads and writes nothing.
@Suite struct GuardRouteTests {
  @Test func everyRequestWantsTheTokenOnLoopbackToo() async throws {
    let served = try InProcessServer()
    let token = served.settings.token
    let file = served.folder.appendingPathComponent("work/control-flow/team-score.swift")
    try await served.requests { client in
      // Another user of the machine, without the token: nothing read, nothing written.
      let without = try await client.request("GET", "/", authorized: false)
      #expect(without.status == 401)
      #expect(without.body.contains("needs its token"))  // a page, for the browser that opened it
      #expect(without.headers["content-type"]?.hasPrefix("text/html") == true)
      let read = try await client.request(
        "GET", "/api/exercise/team-score/file", authorized: false)
      #expect(read.status == 401 && read.error?.contains("open the link") == true)
      let save = try await client.request(
        "POST", "/api/exercise/team-score/save", json: #"{"source": "// pwned\n"}"#,
        authorized: false)
      #expect(save.status == 401)
      #expect(!FileManager.default.fileExists(atPath: file.path))
      let wrong = try await client.request("GET", "/?token=\(token)x", authorized: false)
      #expect(wrong.status == 401)
      let forged = try await client.request(
        "GET", "/api/progress", headers: ["Cookie": "swift-tutor-token=\(token.dropLast())"],
        authorized: false)
      #expect(forged.status == 401)
      let wrongBearer = try await client.request(
        "GET", "/api/progress", headers: ["Authorization": "Bearer \(token.dropFirst())"],
        authorized: false)
      #expect(wrongBearer.status == 401)
      // The link: then an HTTP-only, SameSite cookie, or the Bearer header.
      let first = try await client.request("GET", "/?token=\(token)", authorized: false)
      #expect(first.status == 200)
      let cookie = try #require(first.headers["set-cookie"])
      #expect(cookie.contains("swift-tutor-token=\(token)") && cookie.contains("HttpOnly"))
      #expect(cookie.contains("SameSite=Lax"))
      #expect(!cookie.contains("swift-tutor-student"))  // alone at the machine: no students
      let withCookie = try await client.request(
        "GET", "/api/progress", headers: ["Cookie": "swift-tutor-token=\(token)"],
        authorized: false)
      #expect(withCookie.status == 200)
      #expect(withCookie.headers["set-cookie"] == nil, "only the link sets the cookie")
      let bearer = try await client.request("POST", "/api/language", json: #"{"language": "en"}"#)
      #expect(bearer.status == 200)
    }
  }

  @Test func aChangeWantsThePagesOwnHeaderAndAReadDoesNot() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      for (method, path, json) in [
        ("POST", "/api/exercise/team-score/save", #"{"source": "// from elsewhere\n"}"#),
        ("POST", "/api/language", #"{"language": "zh-Hans"}"#),
        ("POST", "/api/exercise/team-score/hint", nil),
        ("DELETE", "/api/scratch/any-session", nil),
      ] {
        let refused = try await client.request(method, path, json: json, page: false)
        #expect(refused.status == 403, "\(method) \(path)")
        #expect(refused.error?.contains("tutor's own page") == true, "\(refused.body)")
      }
      let read = try await client.request("GET", "/api/progress", page: false)
      #expect(read.status == 200 && read.body.contains("\"language\":\"en\""))
    }
    #expect(served.progress().hintsUsed.isEmpty && served.progress().language == nil)
  }

  @Test func onLoopbackTheHostMustNameThisMachine() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      for host in ["evil.example:80", "127.0.0.1.evil.example", "[::1].evil.com"] {
        let rebound = try await client.request("GET", "/api/progress", host: host)
        #expect(rebound.status == 403, "\(host)")
        #expect(rebound.error?.contains("evil") == true, "\(rebound.body)")
      }
      for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080", "127.0.0.2"] {
        #expect(try await client.request("GET", "/api/progress", host: host).status == 200)
      }
    }
    // A classroom on every address (its token made at start) is reached by any name: the
    // token counts there, and every browser is a student — the token alone is not one.
    let classroom = try InProcessServer(host: "0.0.0.0")
    #expect(classroom.settings.isClassroom && !classroom.settings.tokenChosen)
    try await classroom.requests { client in
      let without = try await client.request("GET", "/api/progress", authorized: false)
      #expect(without.status == 401)
      let anonymous = try await client.request("GET", "/api/progress")
      #expect(anonymous.status == 403)
      let student = try await client.enroll()
      let named = try await client.request(
        "GET", "/api/progress", headers: student, host: "school-server.example:8080")
      #expect(named.status == 200 && named.body.contains("\"passed\":[]"))
    }
  }

  @Test func aRefusalIsSaidInTheLearnersLanguage() async throws {
    let served = try InProcessServer(language: "zh-Hans")
    try await served.requests { client in
      let noToken = try await client.request("GET", "/api/progress", authorized: false)
      #expect(noToken.said.hasPrefix("401 这个服务器需要令牌"), "\(noToken.said)")
      let missing = try await client.request("GET", "/api/exercise/no-such-exercise/file")
      #expect(missing.status == 404 && missing.error?.contains("no-such-exercise") == true)
      #expect(missing.error?.hasPrefix("本课程里没有") == true, "\(missing.said)")
    }
  }
}
