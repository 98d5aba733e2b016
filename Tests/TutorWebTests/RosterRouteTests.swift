import Foundation
import Grading
import Learner
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// A classroom with the teacher's roster (`serve --roster`), in process, against a client that
/// would be many students: the class's link makes nobody, only a student's own link makes them
/// a student — always the same one, named as the roster names them — and the teacher lists the
/// links. (The tenth hostile reader held a classmate's Run 31–53 s with fifty-six students of
/// one client; with a roster a client is at most the students whose links it was given.)
@Suite struct RosterRouteTests {
  static let teacher = "teacher-2026-x"
  static let asTeacher = ["Authorization": "Bearer " + teacher]
  static let roster = Roster(students: [
    Roster.Student(id: "ana", name: "Ana Lima", email: "ana@school.example", section: "7B"),
    Roster.Student(id: "bo-chen", name: "陈博", section: "7B"),
    Roster.Student(id: "cy"),
  ])

  static func server(language: String = "en") throws -> InProcessServer {
    try InProcessServer(classroom: true, language: language, roster: roster) {
      $0.teacherToken = teacher
      $0.limits.newStudentInterval = .seconds(3600)
    }
  }

  /// Each roster student's own link, as the teacher's CSV gives it (path and query only).
  static func links(_ client: WebClient) async throws -> [String: String] {
    let csv = try await client.request(
      "GET", "/teacher/links.csv", headers: asTeacher, authorized: false)
    #expect(csv.status == 200)
    #expect(csv.headers["content-type"]?.hasPrefix("text/csv") == true)
    var links: [String: String] = [:]
    for line in csv.body.split(separator: "\r\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      let url = try #require(fields.last)
      let path = try #require(url.range(of: "/?token="))
      links[String(fields[0])] = String(url[path.lowerBound...])
    }
    return links
  }

  /// Opens `link` in a browser with `headers` (a fresh one: none), reads the join page and
  /// presses its button: the headers of that browser from then on.
  static func join(
    _ client: WebClient, _ link: String, headers: [String: String] = [:],
    language: String = "en"
  ) async throws -> [String: String] {
    let page = try await client.request("GET", link, headers: headers, authorized: false)
    #expect(
      page.status == 200 && page.body.contains("id=\"join-form\""), "\(page.body.prefix(300))")
    #expect(page.headers["set-cookie"]?.contains("swift-tutor-student") != true)
    let code = try #require(link.split(separator: "=").last.map(String.init))
    return try browser(
      try await client.request(
        "POST", "/api/join", json: "{\"code\": \"\(code)\", \"language\": \"\(language)\"}",
        headers: headers))
  }

  /// The cookie a link's answer set, as the headers of that browser from then on.
  static func browser(_ answer: WebAnswer) throws -> [String: String] {
    let cookie = try #require(answer.headers["set-cookie"])
    let start = try #require(cookie.range(of: "swift-tutor-student="))
    let id = cookie[start.upperBound...].prefix { $0 != ";" && $0 != "," }
    return ["Cookie": "swift-tutor-student=\(id)"]
  }

  @Test func theClassLinkMakesNobodyAndEachOwnLinkIsOneStudent() async throws {
    let served = try Self.server()
    try await served.requests { client in
      // The class's link, opened as a new browser: refused, said why, nothing on disk.
      let plain = try await client.request("GET", client.link(), authorized: false)
      #expect(plain.status == 403)
      #expect(plain.body.contains("open your own link"), "\(plain.body.prefix(300))")
      #expect(plain.headers["set-cookie"]?.contains("swift-tutor-student") != true)
      #expect(served.studentFolders == [])
      // A made-up code: refused.
      let guessed = try await client.request(
        "GET", client.link() + "&join=" + String(repeating: "a", count: 24), authorized: false)
      #expect(guessed.status == 403 && guessed.body.contains("on the class list: ask your teacher"))
      // A desk id of the right shape, never given: nobody.
      let forged = try await client.request(
        "GET", "/", headers: ["Cookie": "swift-tutor-student=" + String(repeating: "0", count: 32)])
      #expect(forged.status == 403)

      let links = try await Self.links(client)
      #expect(links.keys.sorted() == ["ana", "bo-chen", "cy"])
      #expect(Set(links.values).count == 3)
      // Ana's link in a fresh browser: a page that says whose link it is, and nothing made
      // until she presses its button; then Ana, named as the roster names her.
      let anaLink = try #require(links["ana"])
      let first = try await client.request("GET", anaLink, authorized: false)
      #expect(first.body.contains(HTML.escape("This link is Ana Lima's own")), "\(first.body)")
      #expect(first.body.contains("I am Ana Lima: start"))
      // No page of another may frame it and have her press its button unseen.
      #expect(first.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
      #expect(first.headers["x-frame-options"] == "DENY")
      #expect(served.studentFolders == [])
      let ana = try await Self.join(client, anaLink)
      let id = try #require(ana["Cookie"]?.split(separator: "=").last.map(String.init))
      #expect(served.progress(of: id).displayName == "Ana Lima")
      #expect(served.progress(of: id).rosterID == "ana")
      // The button is the page's own: a form of another site cannot press it.
      let forgedJoin = try await client.request(
        "POST", "/api/join", json: "{\"code\": \"\(anaLink.suffix(24))\"}", page: false)
      #expect(forgedJoin.status == 403 && forgedJoin.headers["set-cookie"] == nil)
      let rename = try await client.request(
        "POST", "/api/name", json: "{\"name\": \"Bo Chen\"}", headers: ana)
      #expect(rename.status == 403 && rename.error?.contains("class list") == true)
      #expect(served.progress(of: id).displayName == "Ana Lima")
      // Her link again in her browser: straight in, the same student, the same work.
      let saved = try await client.request(
        "POST", "/api/exercise/optional-binding/save", json: try body("// ana's\n"), headers: ana)
      #expect(saved.status == 200)
      let again = try await client.request("GET", anaLink, headers: ana, authorized: false)
      #expect(again.status == 200 && !again.body.contains("join-form"))
      #expect(again.headers["set-cookie"]?.contains("swift-tutor-student") != true)
      // And from another browser: the same student after the button.
      let other = try await Self.join(client, anaLink)
      #expect(other == ana)
      let file = try await client.request(
        "GET", "/api/exercise/optional-binding/file", headers: other)
      #expect(file.body.contains("ana's"))
      // Bo's link in Ana's browser (a link a classmate sends, or a shared computer): the page
      // says whose browser it is, and it stays Ana's unless she presses the button.
      let boLink = try #require(links["bo-chen"])
      let offered = try await client.request("GET", boLink, headers: ana, authorized: false)
      #expect(offered.body.contains("This browser is Ana Lima") && offered.body.contains("陈博"))
      let still = try await client.request(
        "GET", "/api/exercise/optional-binding/file", headers: ana)
      #expect(still.body.contains("ana's"))
      let bo = try await Self.join(client, boLink, headers: ana, language: "zh-Hans")
      #expect(bo != ana)
      // In the join page's language, his first.
      let bosIndex = try await client.request("GET", "/", headers: bo)
      #expect(bosIndex.body.contains("<html lang=\"zh-Hans\""))
      let bosFile = try await client.request(
        "GET", "/api/exercise/optional-binding/file", headers: bo)
      #expect(!bosFile.body.contains("ana's"))
      // Three links, at most three students, however many times they are opened.
      for _ in 0..<5 { _ = try await Self.join(client, try #require(links["cy"])) }
      #expect(Set(served.studentFolders).count == 3)
    }
  }

  @Test func theTeacherListsTheLinksAndWhoCameInBothLanguages() async throws {
    let served = try Self.server()
    try await served.requests { client in
      let links = try await Self.links(client)
      let bo = try await Self.join(client, try #require(links["bo-chen"]))
      let page = try await client.request(
        "GET", "/teacher/links", headers: Self.asTeacher, authorized: false)
      #expect(page.status == 200)
      #expect(page.body.contains("Came so far: 1 of 3"))
      #expect(page.body.contains("陈博") && page.body.contains("Ana Lima"))
      #expect(page.body.contains(HTML.escape(try #require(links["ana"]))))
      let chinese = try await client.request(
        "GET", "/teacher/links?lang=zh-Hans", headers: Self.asTeacher, authorized: false)
      #expect(chinese.body.contains("已加入：1 / 3 人") && chinese.body.contains("专属链接"))
      // The class page links to it; the class table has the roster's names.
      let classPage = try await client.request(
        "GET", "/teacher", headers: Self.asTeacher, authorized: false)
      #expect(classPage.body.contains("href=\"/teacher/links?lang=en\""))
      #expect(classPage.body.contains("陈博"))
      // A student's cookie opens neither the page nor the CSV.
      for path in ["/teacher/links", "/teacher/links.csv"] {
        let refused = try await client.request("GET", path, headers: bo)
        #expect(refused.status == 403, "\(path)")
      }
      // The export names each student's folder by their roster id, as `grade --roster` does.
      let tar = try await client.request(
        "GET", "/teacher/export.tar", headers: Self.asTeacher, authorized: false)
      #expect(tar.body.contains("bo-chen,陈博,bo-chen"))
    }
  }

  @Test func withoutARosterTheLinksPageSaysHowToGiveOne() async throws {
    let served = try InProcessServer(classroom: true) { $0.teacherToken = Self.teacher }
    try await served.requests { client in
      let page = try await client.request(
        "GET", "/teacher/links", headers: Self.asTeacher, authorized: false)
      #expect(page.status == 200 && page.body.contains("--roster roster.csv"))
      let csv = try await client.request(
        "GET", "/teacher/links.csv", headers: Self.asTeacher, authorized: false)
      #expect(csv.status == 404)
    }
  }
}
