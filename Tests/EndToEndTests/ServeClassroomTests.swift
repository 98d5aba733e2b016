import Foundation
import Testing
import TutorTestSupport

/// A classroom server against a hostile student with curl: only the link makes a student, a
/// few a minute per address; a student's files stay within their share of the disk; Checks
/// past a burst wait their turn; no student ends another's live session.
@Suite(.tags(.toolchain, .jail)) struct ServeClassroomTests {

  /// The folders of every student the server made (state and files).
  private func studentFolders(_ served: ServedCourse) -> [String] {
    ["state/swift-tutor/classroom", "work/classroom"].flatMap { folder in
      (try? FileManager.default.contentsOfDirectory(
        atPath: served.folder.appendingPathComponent(folder).path)) ?? []
    }
  }

  // The intervals are an hour here, so that a slow machine cannot refill a bucket mid-test.
  @Test func onlyTheLinkMakesAStudentAndOnlyAFewAMinutePerAddress() async throws {
    let served = try ServedCourse(arguments: [
      "--classroom", "--check-interval", "3600", "--new-student-interval", "3600",
    ])
    defer { served.stop() }
    // The token without a student: refused, and nothing made on disk.
    let page = try await served.request("GET", "/")
    #expect(page.status == 403 && page.body.contains("open the link your teacher gave"))
    let save = try await served.request(
      "POST", "/api/exercise/team-score/save", json: try body("// mine\n"))
    #expect(save.status == 403 && error(in: save.body)?.contains("not a student") == true)
    let forged = try await served.request(
      "POST", "/api/exercise/team-score/save", json: try body("// mine\n"),
      headers: ["Cookie": "swift-tutor-student=" + String(repeating: "0", count: 32)])
    #expect(forged.status == 403)
    #expect(studentFolders(served) == [])
    // The link, opened thirty times by new browsers from one machine: thirty students; the
    // next waits, told how long.
    var students: [[String: String]] = []
    for _ in 0..<30 { students.append(try await served.enroll()) }
    #expect(Set(students).count == 30)
    let refused = try await served.request("GET", "/?token=\(served.token)", authorized: false)
    #expect(refused.status == 429)
    #expect(refused.body.contains("Too many new students"))
    let wait = try #require(refused.headers["retry-after"].flatMap { Int($0) })
    #expect((3000...3600).contains(wait), "\(wait)")
    #expect(refused.headers["set-cookie"] == nil)
    #expect(Set(studentFolders(served)).count == 30)
    // A student opening the link again stays who they are: no new student, no wait.
    let again = try await served.request(
      "GET", "/?token=\(served.token)", headers: students[0], authorized: false)
    #expect(again.status == 200)
    #expect(again.headers["set-cookie"]?.contains("swift-tutor-student") != true)
  }

  @Test func aStudentsFilesStayWithinTheirShareOfTheDisk() async throws {
    let served = try ServedCourse(arguments: ["--classroom"])
    defer { served.stop() }
    let student = try await served.enroll()
    let big = String(repeating: "filler line of a large file\n", count: 480 << 10 / 28)
    let exercises = ["hello-swift", "team-score", "optional-binding", "star-line", "best-meal"]
    var statuses: [Int] = []
    var last = ""
    for id in exercises {
      let answer = try await served.request(
        "POST", "/api/exercise/\(id)/save", json: try body(big), headers: student)
      statuses.append(answer.status)
      last = answer.body
    }
    #expect(statuses == [200, 200, 200, 200, 507], "\(statuses)")
    #expect(error(in: last)?.contains("2048 KiB") == true, "\(last)")
    let mine = try #require(studentFolders(served).first)
    let folder = served.folder.appendingPathComponent("work/classroom/\(mine)")
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]
    #expect(files?.contains { $0.hasSuffix("best-meal.swift") } == false, "\(files ?? [])")
    // A smaller file always goes through: a student at the limit can make room.
    let smaller = try await served.request(
      "POST", "/api/exercise/team-score/save", json: try body("// mine\n"), headers: student)
    #expect(smaller.status == 200)
    // The machine's own learner has no such limit: their disk.
    let alone = try ServedCourse()
    defer { alone.stop() }
    for id in exercises {
      let answer = try await alone.request("POST", "/api/exercise/\(id)/save", json: try body(big))
      #expect(answer.status == 200, "\(id)")
    }
  }

  @Test func checksPastABurstWaitTheirTurnInAClassroomOnly() async throws {
    let served = try ServedCourse(arguments: [
      "--classroom", "--check-interval", "3600", "--new-student-interval", "3600",
    ])
    defer { served.stop() }
    let alice = try await served.enroll()
    let bob = try await served.enroll()
    // A file the grader refuses at once for its size: a Check without a compile.
    let large = try body(String(repeating: "// too long for the grader\n", count: 300 << 10 / 27))
    let path = "/api/exercise/optional-binding/check"
    // A new student has one Check; the burst of five is saved up one every interval.
    let answer = try await served.request("POST", path, json: large, headers: alice)
    #expect(answer.status == 200 && answer.body.contains("\"status\":\"error\""))
    let second = try await served.request("POST", path, json: large, headers: alice)
    #expect(second.status == 429)
    let wait = try #require(second.headers["retry-after"].flatMap { Int($0) })
    #expect((3000...3600).contains(wait), "\(wait)")
    #expect(error(in: second.body)?.contains("check again in \(wait) s") == true, "\(second.body)")
    // Bob's Checks are his own.
    let bobs = try await served.request("POST", path, json: large, headers: bob)
    #expect(bobs.status == 200)
    // Alone at the machine, Check as often as you like.
    let alone = try ServedCourse()
    defer { alone.stop() }
    for _ in 0..<8 {
      #expect(try await alone.request("POST", path, json: large).status == 200)
    }
  }

  @Test func noStudentEndsAnothersLiveSession() async throws {
    let served = try ServedCourse(arguments: ["--classroom", "--max-sessions", "2"])
    defer { served.stop() }
    let alice = try await served.enroll()
    let bob = try await served.enroll()
    var tabs: [String] = []
    for _ in 0..<2 {
      let opened = try await served.request("POST", "/api/scratch", headers: alice)
      #expect(opened.status == 200)
      let object = try JSONSerialization.jsonObject(with: Data(opened.body.utf8))
      tabs.append(try #require((object as? [String: String])?["session"]))
    }
    // The server is full: Bob's new tab is refused, told when to try again; Alice's live.
    let refused = try await served.request("POST", "/api/scratch", headers: bob)
    #expect(refused.status == 503)
    #expect(refused.headers["retry-after"].flatMap { Int($0) }.map { $0 >= 1 } == true)
    #expect(error(in: refused.body)?.contains("all the live sessions it can") == true)
    // Bob cannot use, end or guess his way into Alice's tab.
    let run = #"{"input": "let x = 40 + 2"}"#
    let stolen = try await served.request(
      "POST", "/api/scratch/\(tabs[0])/run", json: run, headers: bob)
    #expect(stolen.status == 410)
    _ = try await served.request("DELETE", "/api/scratch/\(tabs[0])", headers: bob)
    for tab in tabs {
      let answer = try await served.request(
        "POST", "/api/scratch/\(tab)/run", json: run, headers: alice)
      #expect(answer.status == 200 && answer.body.contains("x: Int = 42"), "\(answer.body)")
    }
  }

  @Test func everyRefusalIsSaidInTheStudentsLanguage() async throws {
    let served = try ServedCourse(
      arguments: [
        "--classroom", "--max-sessions", "1", "--check-interval", "3600", "--new-student-interval",
        "3600",
      ], language: "zh-Hans")
    defer { served.stop() }
    let said = { (answer: (status: Int, body: String, headers: [String: String])) in
      "\(answer.status) \(error(in: answer.body) ?? answer.body)"
    }
    let noToken = try await served.request("GET", "/api/progress", authorized: false)
    #expect(said(noToken).hasPrefix("401 这个服务器需要令牌"), "\(said(noToken))")
    let noStudent = try await served.request("GET", "/api/progress")
    #expect(said(noStudent).hasPrefix("403 这个浏览器还不是本课堂的学生"), "\(said(noStudent))")
    let alice = try await served.enroll()
    let bob = try await served.enroll()
    let big = try body(String(repeating: "filler line of a large file\n", count: 480 << 10 / 28))
    var full = noToken
    for id in ["hello-swift", "team-score", "optional-binding", "star-line", "best-meal"] {
      full = try await served.request("POST", "/api/exercise/\(id)/save", json: big, headers: alice)
    }
    #expect(said(full).hasPrefix("507 没有保存"), "\(said(full))")
    let large = try body(String(repeating: "// too long for the grader\n", count: 300 << 10 / 27))
    var checked = noToken
    for _ in 0..<6 {
      checked = try await served.request(
        "POST", "/api/exercise/optional-binding/check", json: large, headers: bob)
    }
    #expect(said(checked).contains("秒后才能再次检查"), "\(said(checked))")
    #expect(try await served.request("POST", "/api/scratch", headers: alice).status == 200)
    let sessions = try await served.request("POST", "/api/scratch", headers: bob)
    #expect(said(sessions).hasPrefix("503 服务器上的实时会话已满"), "\(said(sessions))")
    for _ in 0..<28 { _ = try await served.enroll() }
    let crowd = try await served.request("GET", "/?token=\(served.token)", authorized: false)
    #expect(crowd.status == 429 && crowd.body.contains("新学生太多"))
  }
}
