import Foundation
import Learner
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// A classroom server against a hostile student, in process: only the link makes a student, a
/// few a minute per address; no student reads another's file or progress; a student's files
/// stay within their share of the disk; a solution opens after a pass.
@Suite struct ClassroomRouteTests {
  /// An hour: no bucket refills mid-test on a slow machine.
  static let hour = Duration.seconds(3600)

  @Test func onlyTheLinkMakesAStudentAndOnlyAFewAMinutePerAddress() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.checkInterval = Self.hour
      $0.limits.newStudentInterval = Self.hour
    }
    try await served.requests { client in
      // The token without a student: refused, and nothing made on disk.
      let page = try await client.request("GET", "/")
      #expect(page.status == 403 && page.body.contains("open the link your teacher gave"))
      let save = try await client.request(
        "POST", "/api/exercise/team-score/save", json: try body("// mine\n"))
      #expect(save.status == 403 && save.error?.contains("not a student") == true)
      let forged = try await client.request(
        "POST", "/api/exercise/team-score/save", json: try body("// mine\n"),
        headers: ["Cookie": "swift-tutor-student=" + String(repeating: "0", count: 32)])
      #expect(forged.status == 403)
      #expect(served.studentFolders == [])
      // The link, opened thirty times by new browsers from one machine: thirty students; the
      // next waits, told how long.
      var students: [[String: String]] = []
      for _ in 0..<30 { students.append(try await client.enroll()) }
      #expect(Set(students).count == 30)
      let refused = try await client.request("GET", client.link(), authorized: false)
      #expect(refused.status == 429)
      #expect(refused.body.contains("Too many new students"))
      let wait = try #require(refused.headers["retry-after"].flatMap { Int($0) })
      #expect((3000...3600).contains(wait), "\(wait)")
      #expect(refused.headers["set-cookie"] == nil)
      #expect(Set(served.studentFolders).count == 30)
      // A student opening the link again stays who they are: no new student, no wait.
      let again = try await client.request(
        "GET", client.link(), headers: students[0], authorized: false)
      #expect(again.status == 200)
      #expect(again.headers["set-cookie"]?.contains("swift-tutor-student") != true)
    }
  }

  /// A new student starts in the language their browser asks for first; one whose browser
  /// asks for none the tutor speaks starts in English; the switch still changes it.
  @Test func aNewStudentStartsInTheirBrowsersLanguage() async throws {
    let served = try InProcessServer(classroom: true) {
      $0.limits.newStudentInterval = .milliseconds(1)
    }
    try await served.requests { client in
      let chinese = try await client.enroll(headers: ["Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8"])
      let index = try await client.request("GET", "/", headers: chinese)
      #expect(index.body.contains("<html lang=\"zh-Hans\""), "\(index.body.prefix(200))")
      let french = try await client.enroll(headers: ["Accept-Language": "fr-FR,fr;q=0.9"])
      let other = try await client.request("GET", "/", headers: french)
      #expect(other.body.contains("<html lang=\"en\""), "\(other.body.prefix(200))")
      let switched = try await client.request(
        "POST", "/api/language", json: "{\"language\": \"en\"}", headers: chinese)
      #expect(switched.status == 200)
      let again = try await client.request("GET", "/", headers: chinese)
      #expect(again.body.contains("<html lang=\"en\""))
    }
  }

  @Test func noStudentReadsAnothersFileOrProgress() async throws {
    let served = try InProcessServer(host: "0.0.0.0", token: "class-7b-2026")
    try await served.requests { client in
      let first = try await client.request("GET", "/?token=class-7b-2026", authorized: false)
      let cookie = try #require(first.headers["set-cookie"])
      #expect(cookie.contains("swift-tutor-student=") && cookie.contains("HttpOnly"))
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      #expect(alice != bob)
      let path = "/api/exercise/optional-binding/"
      let saved = try await client.request(
        "POST", path + "save", json: try body("// alice's answer\n"), headers: alice)
      #expect(saved.status == 200)
      _ = try await client.request("POST", path + "hint", headers: alice)
      // Bob sees the starter and no hint; the machine's own learner neither.
      let bobsFile = try await client.request("GET", path + "file", headers: bob)
      #expect(bobsFile.body.contains("TODO") && !bobsFile.body.contains("alice"))
      // The id is the only thing between students: no page or answer shows it.
      #expect(bobsFile.body.contains("\"path\":\"optionals/optional-binding.swift\""))
      let page = try await client.request("GET", "/exercise/optional-binding", headers: bob)
      let bobsID = String(bob["Cookie"]?.split(separator: "=").last ?? "")
      #expect(bobsID.count == 32 && !page.body.contains(bobsID))
      let alicesID = String(alice["Cookie"]?.split(separator: "=").last ?? "")
      #expect(served.progress(of: alicesID).hintsUsed == ["optional-binding": 1])
      #expect(served.progress(of: bobsID).hintsUsed.isEmpty)
      #expect(served.progress().hintsUsed.isEmpty)
      // A pass Alice's own terminal recorded shows in her progress, not Bob's.
      let exercise = try #require(
        try InProcessServer.course.get().exercise(id: "optional-binding")?.exercise)
      LearnerSession.classroom(
        student: alicesID, explicitLanguage: nil, environment: served.environment
      ).recordPass(exercise)
      let bobsProgress = try await client.request("GET", "/api/progress", headers: bob)
      #expect(bobsProgress.body.contains("\"passed\":[]"))
      let alicesProgress = try await client.request("GET", "/api/progress", headers: alice)
      #expect(alicesProgress.body.contains("optional-binding"))
      let terminal = try served.terminal(["progress"])
      #expect(terminal.stdout.contains("Passed 0 of 41"), "\(terminal.stdout)")
      // A cookie that is not an id the server made is nobody: refused, never a folder name.
      for forged in ["../../x", String(repeating: "a", count: 32)] {
        let answer = try await client.request(
          "GET", "/api/progress", headers: ["Cookie": "swift-tutor-student=" + forged])
        #expect(answer.status == 403, "\(forged)")
        #expect(answer.headers["set-cookie"] == nil)
      }
    }
    #expect(Set(served.studentFolders).count == 3, "the first link, Alice and Bob")
  }

  @Test func aStudentsFilesStayWithinTheirShareOfTheDisk() async throws {
    let served = try InProcessServer(classroom: true)
    let big = String(repeating: "filler line of a large file\n", count: 480 << 10 / 28)
    let exercises = ["hello-swift", "team-score", "optional-binding", "star-line", "best-meal"]
    try await served.requests { client in
      let student = try await client.enroll()
      var statuses: [Int] = []
      var last = ""
      for id in exercises {
        let answer = try await client.request(
          "POST", "/api/exercise/\(id)/save", json: try body(big), headers: student)
        statuses.append(answer.status)
        last = answer.error ?? answer.body
      }
      #expect(statuses == [200, 200, 200, 200, 507], "\(statuses)")
      #expect(last.contains("2048 KiB"), "\(last)")
      // A smaller file always goes through: a student at the limit can make room.
      let smaller = try await client.request(
        "POST", "/api/exercise/team-score/save", json: try body("// mine\n"), headers: student)
      #expect(smaller.status == 200)
    }
    let mine = try #require(served.studentFolders.first)
    let folder = served.folder.appendingPathComponent("work/classroom/\(mine)")
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]
    #expect(files?.contains { $0.hasSuffix("best-meal.swift") } == false, "\(files ?? [])")
    // The machine's own learner has no such limit: their disk.
    let alone = try InProcessServer()
    try await alone.requests { client in
      for id in exercises {
        let answer = try await client.request(
          "POST", "/api/exercise/\(id)/save", json: try body(big))
        #expect(answer.status == 200, "\(id)")
      }
    }
  }

  /// Cookie tossing: a page on another port of the same host set Alice's student cookie for a
  /// deeper path in Bob's browser, so Bob's requests carry hers first. The server's own (set
  /// for `/`, sent last) is the one read: Bob's work stays Bob's.
  @Test func aStudentCookieSetForADeeperPathDoesNotStandInForTheServers() async throws {
    let served = try InProcessServer(classroom: true)
    try await served.requests { client in
      let alice = try await client.enroll()
      let bob = try await client.enroll()
      let tossed = try #require(alice["Cookie"]) + "; " + (try #require(bob["Cookie"]))
      let saved = try await client.request(
        "POST", "/api/exercise/optional-binding/save", json: try body("// Bob's work\n"),
        headers: ["Cookie": tossed])
      #expect(saved.status == 200, "\(saved.said)")
      let bobs = try await client.request(
        "GET", "/api/exercise/optional-binding/file", headers: bob)
      #expect(bobs.json?["source"] as? String == "// Bob's work\n", "\(bobs.said)")
      let alices = try await client.request(
        "GET", "/api/exercise/optional-binding/file", headers: alice)
      #expect(alices.json?["source"] as? String != "// Bob's work\n")
    }
  }

  /// A solution is the answer to the checks: in a classroom a student sees it only after a
  /// pass, whatever the page's script does (unless the teacher starts `serve --solutions`).
  @Test func aClassroomSolutionOpensOnlyAfterAPass() async throws {
    let served = try InProcessServer(classroom: true)
    let path = "/api/exercise/hello-swift/solution"
    try await served.requests { client in
      let student = try await client.enroll()
      let early = try await client.request("POST", path, headers: student)
      #expect(early.status == 403, "\(early.body)")
      #expect(early.error?.contains("once you have passed") == true, "\(early.body)")
      let id = String(student["Cookie"]?.split(separator: "=").last ?? "")
      let exercise = try #require(
        try InProcessServer.course.get().exercise(id: "hello-swift")?.exercise)
      LearnerSession.classroom(student: id, explicitLanguage: nil, environment: served.environment)
        .recordPass(exercise)
      let after = try await client.request("POST", path, headers: student)
      #expect(after.status == 200 && after.body.contains("Hello, Swift!"), "\(after.body)")
    }
    let open = try InProcessServer(classroom: true) { $0.solutionsBeforePass = true }
    try await open.requests { client in
      let anyone = try await client.enroll()
      #expect(try await client.request("POST", path, headers: anyone).status == 200)
    }
  }

  @Test func everyRefusalIsSaidInTheStudentsLanguage() async throws {
    let served = try InProcessServer(classroom: true, language: "zh-Hans") {
      $0.limits.checkInterval = Self.hour
      $0.limits.newStudentInterval = Self.hour
    }
    try await served.requests { client in
      let noToken = try await client.request("GET", "/api/progress", authorized: false)
      #expect(noToken.said.hasPrefix("401 这个服务器需要令牌"), "\(noToken.said)")
      let noStudent = try await client.request("GET", "/api/progress")
      #expect(noStudent.said.hasPrefix("403 这个浏览器还不是本课堂的学生"), "\(noStudent.said)")
      let alice = try await client.enroll()
      let big = try body(String(repeating: "filler line of a large file\n", count: 480 << 10 / 28))
      var full = noToken
      for id in ["hello-swift", "team-score", "optional-binding", "star-line", "best-meal"] {
        full = try await client.request(
          "POST", "/api/exercise/\(id)/save", json: big, headers: alice)
      }
      #expect(full.said.hasPrefix("507 没有保存"), "\(full.said)")
      let early = try await client.request(
        "POST", "/api/exercise/hello-swift/solution", headers: alice)
      #expect(early.status == 403, "\(early.said)")
      #expect(early.error == Message("web.error.solution-after-pass").text(.zhHans))
      for _ in 0..<29 { _ = try await client.enroll() }
      let crowd = try await client.request("GET", client.link(), authorized: false)
      #expect(crowd.status == 429 && crowd.body.contains("新学生太多"))
    }
  }
}
