import Foundation
import Grading
import Learner
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// The teacher's view of a classroom, in process, against a hostile student: only the
/// teacher's token opens it, the teacher is never a student, a student's name is escaped
/// wherever it shows, and the teacher sees each student's state, file and last Check.
@Suite struct TeacherRouteTests {
  static let teacher = "teacher-2026-x"

  static func server(adjust: @escaping (inout ServeSettings) -> Void = { _ in }) throws
    -> InProcessServer
  {
    try InProcessServer(host: "0.0.0.0", token: "class-7b-2026") {
      $0.teacherToken = Self.teacher
      $0.limits.newStudentInterval = .seconds(3600)
      adjust(&$0)
    }
  }

  /// The headers of the teacher's browser after opening their link.
  static let asTeacher = ["Authorization": "Bearer " + teacher]

  @Test func onlyTheTeachersTokenOpensTheTeachersView() async throws {
    let served = try Self.server()
    try await served.requests { client in
      let link = try await client.request(
        "GET", "/teacher?token=" + Self.teacher, authorized: false)
      #expect(link.status == 200 && link.body.contains("<table id=\"class\">"))
      let cookie = try #require(link.headers["set-cookie"])
      #expect(cookie.contains("swift-tutor-teacher=" + Self.teacher) && cookie.contains("HttpOnly"))
      #expect(!cookie.contains("swift-tutor-student"))
      let byCookie = try await client.request(
        "GET", "/api/teacher/class",
        headers: ["Cookie": "swift-tutor-teacher=" + Self.teacher], authorized: false)
      #expect(byCookie.status == 200)
      // Nobody: 401. A forged teacher's cookie: 401. The students' token, a student: 403.
      for path in ["/teacher", "/api/teacher/class", "/teacher/export.tar"] {
        let nobody = try await client.request("GET", path, authorized: false)
        #expect(nobody.status == 401, "\(path)")
        let forged = try await client.request(
          "GET", path, headers: ["Cookie": "swift-tutor-teacher=class-7b-2026"],
          authorized: false)
        #expect(forged.status == 401, "\(path)")
        let token = try await client.request("GET", path)
        #expect(token.status == 403, "\(path)")
        let student = try await client.enroll()
        let asStudent = try await client.request("GET", path, headers: student)
        #expect(asStudent.status == 403, "\(path)")
        let withToken = try await client.request(
          "GET", path + "?token=class-7b-2026", headers: student, authorized: false)
        #expect(withToken.status == 403, "\(path)")
      }
      // The teacher is never a student: their link and the course pages make none.
      let before = Set(served.studentFolders)
      let index = try await client.request("GET", "/", headers: Self.asTeacher, authorized: false)
      #expect(index.status == 403 && index.headers["set-cookie"] == nil)
      #expect(Set(served.studentFolders) == before)
    }
  }

  @Test func theTeacherSeesNamesEscapedStatesAndFiles() async throws {
    let served = try Self.server()
    try await served.requests { client in
      let alice = try await client.enroll()
      let first = try await client.request("GET", "/", headers: alice)
      #expect(first.body.contains("id=\"name-form\""))
      let evil = "<script>alert(1)</script>Alice"
      let named = try await client.request(
        "POST", "/api/name", json: #"{"name": "\#(evil)"}"#, headers: alice)
      #expect(named.status == 200, "\(named.said)")
      let index = try await client.request("GET", "/", headers: alice)
      #expect(!index.body.contains("name-form"))
      // The name as she typed it, escaped (the flood below renames her).
      let escaped = try await client.request(
        "GET", "/teacher", headers: Self.asTeacher, authorized: false)
      #expect(!escaped.body.contains("<script>alert") && escaped.body.contains("&lt;script&gt;"))
      // A flood of names: a few, then 429.
      var statuses: [Int] = []
      for number in 0..<5 {
        statuses.append(
          try await client.request(
            "POST", "/api/name", json: #"{"name": "n\#(number)"}"#, headers: alice
          ).status)
      }
      #expect(statuses.contains(429))
      let empty = try await client.request(
        "POST", "/api/name", json: #"{"name": " \n "}"#, headers: try await client.enroll())
      #expect(empty.status == 400)
      // Alice's file and a failing Check, recorded as the server records one.
      let path = "/api/exercise/optional-binding/save"
      _ = try await client.request(
        "POST", path, json: try body("// </pre><b>x</b>\n"), headers: alice)
      let id = String(alice["Cookie"]?.split(separator: "=").last ?? "")
      let session = LearnerSession.classroom(
        student: id, explicitLanguage: nil, environment: served.environment)
      let exercise = try #require(try InProcessServer.course.get().exercise(id: "optional-binding"))
      var wrong = TestResult(name: "greets", status: .fail, message: "expected 1, got 2")
      wrong.observed = Observed(what: "greet(nil)", expected: "1", got: "2")
      session.recordCheck(
        GradeResult(
          exercise: "optional-binding", status: .fail,
          tests: [wrong, TestResult(name: "other", status: .pass)]),
        of: exercise.exercise)
      let page = try await client.request(
        "GET", "/teacher", headers: Self.asTeacher, authorized: false)
      #expect(page.status == 200)
      #expect(!page.body.contains("<script>alert"))
      #expect(page.body.contains("failing: 1 of 2 checks pass"))
      #expect(page.body.contains("greet(nil)"))
      // The report's style styles its bars, never the page's header (`<header class="bar">`).
      #expect(page.body.contains(#"<header class="bar">"#))
      #expect(!page.body.contains(".bar{") && !page.body.contains(".bar div"))
      #expect(page.body.contains(#"<div class="rate">"#), "the pass-rate bars")
      let table = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let students = try #require(table.json?["students"] as? [[String: Any]])
      #expect(students.contains { ($0["name"] as? String)?.hasPrefix("n") == true })
      let work = try await client.request(
        "GET", "/teacher/student/\(id)?exercise=optional-binding", headers: Self.asTeacher,
        authorized: false)
      #expect(work.status == 200 && work.body.contains("// &lt;/pre&gt;&lt;b&gt;x&lt;/b&gt;"))
      #expect(work.body.contains("greets"))
      // Each exercise's state in words, and a language link that keeps the exercise.
      #expect(work.body.contains("</a> · failing: 1 of 2 checks pass</li>"))
      #expect(work.body.contains("</a> · not started</li>"))
      #expect(work.body.contains("href=\"?exercise=optional-binding&amp;lang=zh-Hans\""))
      let chinese = try await client.request(
        "GET", "/teacher/student/\(id)?exercise=optional-binding&lang=zh-Hans",
        headers: Self.asTeacher, authorized: false)
      #expect(chinese.body.contains("</a> · 未通过：2 项中通过 1 项</li>"))
      let nobody = try await client.request(
        "GET", "/teacher/student/" + String(repeating: "a", count: 32), headers: Self.asTeacher,
        authorized: false)
      #expect(nobody.status == 404)
      // Bob cannot read Alice's work through the teacher's routes.
      let bob = try await client.request(
        "GET", "/teacher/student/\(id)", headers: try await client.enroll())
      #expect(bob.status == 403)
      // The export: Alice's file under her name, as grade reads it.
      let tar = try await client.request(
        "GET", "/teacher/export.tar", headers: Self.asTeacher, authorized: false)
      #expect(tar.status == 200 && tar.headers["content-type"] == "application/x-tar")
      #expect(tar.body.contains("/optional-binding.swift") && tar.body.contains("</pre><b>x</b>"))
    }
  }

  /// `serve --assignment`: the teacher's view shows this week's exercises in the assignment's
  /// order (as its marks list them, not the course's), and all on a click.
  @Test func theViewShowsTheAssignmentsExercisesUntilAskedForAll() async throws {
    let served = try Self.server {
      $0.assignment = Assignment(
        items: [.init(id: "optional-binding"), .init(id: "hello-swift")], title: "Week 1")
    }
    try await served.requests { client in
      _ = try await client.request("GET", "/", headers: try await client.enroll())
      let page = try await client.request(
        "GET", "/teacher", headers: Self.asTeacher, authorized: false)
      let columns = page.body.components(separatedBy: "<th title=\"").dropFirst().map {
        $0.prefix { $0 != "\"" }
      }
      #expect(columns == ["optional-binding", "hello-swift"], "\(columns)")
      #expect(
        page.body.contains("The exercises of Week 1 · <a href=\"?exercises=all&amp;lang=en\">"))
      #expect(page.body.contains(#""exercises":"""#), "the script polls this week's")
      let all = try await client.request(
        "GET", "/teacher?exercises=all", headers: Self.asTeacher, authorized: false)
      let count = try InProcessServer.course.get().exercises.count
      #expect(all.body.components(separatedBy: "<th title=").count == count + 1)
      #expect(
        all.body.contains(
          "Every exercise of the course · <a href=\"?lang=en\">show only Week 1</a>"))
      let table = try await client.request(
        "GET", "/api/teacher/class?exercises=all", headers: Self.asTeacher, authorized: false)
      #expect((table.json?["exercises"] as? [Any])?.count == count)
      let week = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      #expect((week.json?["exercises"] as? [Any])?.count == 2)
      let chinese = try await client.request(
        "GET", "/teacher?lang=zh-Hans", headers: Self.asTeacher, authorized: false)
      #expect(
        chinese.body.contains("Week 1 的练习 · <a href=\"?exercises=all&amp;lang=zh-Hans\">显示全部练习</a>")
      )
    }
  }

  /// What an exercise took each student (Checks, hints, minutes from opening to the first
  /// pass) and a mistake fixed later stay in the teacher's view, in both languages.
  @Test func theTeacherSeesWhatEachExerciseTookAndWhatWasFixedLater() async throws {
    let served = try Self.server()
    try await served.requests { client in
      let ann = try await client.enroll()
      let opened = try await client.request("GET", "/exercise/optional-binding", headers: ann)
      #expect(opened.status == 200)
      let id = String(ann["Cookie"]?.split(separator: "=").last ?? "")
      let session = LearnerSession.classroom(
        student: id, explicitLanguage: nil, environment: served.environment)
      let exercise = try #require(try InProcessServer.course.get().exercise(id: "optional-binding"))
      let openedAt = try #require(session.progress.activity["optional-binding"]?.openedAt)
      var wrong = TestResult(name: "greets", status: .fail, message: "expected 1, got 2")
      wrong.observed = Observed(what: "greet(nil)", expected: "1", got: "2")
      let other = TestResult(name: "other", status: .pass)
      session.recordCheck(
        GradeResult(exercise: "optional-binding", status: .fail, tests: [wrong, other]),
        of: exercise.exercise, at: Date(timeIntervalSince1970: openedAt + 60))
      var fixed = wrong
      fixed.status = .pass
      session.recordCheck(
        GradeResult(exercise: "optional-binding", status: .pass, tests: [fixed, other]),
        of: exercise.exercise, at: Date(timeIntervalSince1970: openedAt + 7 * 60 + 5))
      let table = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let students = try #require(table.json?["students"] as? [[String: Any]])
      let cell = (students.first?["cells"] as? [String: Any])?["optional-binding"] as? [String: Any]
      #expect(cell?["checks"] as? Int == 2, "\(table.body)")
      #expect(cell?["minutesToPass"] as? Int == 7, "\(table.body)")
      let page = try await client.request(
        "GET", "/teacher", headers: Self.asTeacher, authorized: false)
      #expect(
        page.body.contains("<small>Checks: 2 · first pass after 7 min</small>"), "\(page.body)")
      #expect(
        page.body.contains("and 1 more failed it in an earlier Check, then fixed it"),
        "the mistake fixed later still counts: \(page.body)")
      #expect(page.body.contains("<b>1 student</b> (fixed since)</li>"), "\(page.body)")
      let chinese = try await client.request(
        "GET", "/teacher?lang=zh-Hans", headers: Self.asTeacher, authorized: false)
      #expect(chinese.body.contains("<small>检查 2 次 · 打开 7 分钟后首次通过</small>"))
      #expect(chinese.body.contains("另有 1 人之前的检查没通过，后来改对了"))
    }
  }

  /// A classmate who names themselves `Alice` and an invisible mark is another `Alice` with an
  /// id, in the teacher's view and in the export.
  @Test func lookAlikeNamesShowWithTheirIds() async throws {
    let served = try Self.server()
    try await served.requests { client in
      var ids: [String] = []
      for name in ["Alice", "Alice\u{034F}"] {
        let student = try await client.enroll()
        let named = try await client.request(
          "POST", "/api/name", json: #"{"name": "\#(name)"}"#, headers: student)
        #expect(named.status == 200, "\(named.said)")
        ids.append(String(student["Cookie"]?.split(separator: "=").last ?? ""))
      }
      let table = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let students = try #require(table.json?["students"] as? [[String: Any]])
      let names = Set(students.compactMap { $0["name"] as? String })
      #expect(names == Set(ids.map { "Alice (\($0.prefix(8)))" }), "\(names)")
      let page = try await client.request(
        "GET", "/teacher", headers: Self.asTeacher, authorized: false)
      for id in ids { #expect(page.body.contains("Alice (\(id.prefix(8)))")) }
    }
  }

  /// A classmate's link to a student's file (a GET) writes nothing: the exercise stays
  /// unopened in the teacher's view until the student opens its page.
  @Test func aGetOfTheFileMarksNothingOpened() async throws {
    let served = try Self.server()
    try await served.requests { client in
      let student = try await client.enroll()
      let file = try await client.request(
        "GET", "/api/exercise/optional-binding/file", headers: student)
      #expect(file.status == 200 && (file.json?["source"] as? String)?.isEmpty == false)
      let table = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let students = try #require(table.json?["students"] as? [[String: Any]])
      let cells = students.first?["cells"] as? [String: Any] ?? [:]
      #expect(cells["optional-binding"] == nil, "\(cells)")
      _ = try await client.request("GET", "/exercise/optional-binding", headers: student)
      let after = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let opened = (after.json?["students"] as? [[String: Any]])?.first?["cells"] as? [String: Any]
      #expect((opened?["optional-binding"] as? [String: Any])?["state"] as? String == "opened")
    }
  }

  @Test func solutionsFollowTheTeachersRule() async throws {
    let never = try Self.server { $0.solutions = .never }
    try await never.requests { client in
      let student = try await client.enroll()
      let refused = try await client.request(
        "POST", "/api/exercise/optional-binding/solution", headers: student)
      #expect(refused.status == 403 && refused.error?.contains("turned solutions off") == true)
    }
    let always = try Self.server { $0.solutions = .always }
    try await always.requests { client in
      let student = try await client.enroll()
      // A link a classmate sends (a GET, or a form without the page's header) records nothing.
      let linked = try await client.request(
        "GET", "/api/exercise/optional-binding/solution", headers: student)
      #expect(linked.status != 200, "\(linked.status)")
      let posted = try await client.request(
        "POST", "/api/exercise/optional-binding/solution", headers: student, page: false)
      #expect(posted.status == 403)
      let before = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let none = try #require(before.json?["students"] as? [[String: Any]])
      #expect(none.first?["solutionsSeen"] as? [String] == [], "\(none)")
      let seen = try await client.request(
        "POST", "/api/exercise/optional-binding/solution", headers: student)
      #expect(seen.status == 200)
      let table = try await client.request(
        "GET", "/api/teacher/class", headers: Self.asTeacher, authorized: false)
      let students = try #require(table.json?["students"] as? [[String: Any]])
      #expect(students.first?["solutionsSeen"] as? [String] == ["optional-binding"])
    }
  }
}

/// `--teacher-token` follows `--token`'s rules and is never the students' token.
@Suite struct TeacherTokenTests {
  @Test func theTeachersTokenIsAsStrongAsTheStudents() {
    var settings = ServeSettings(token: "class-7b-2026", teacherToken: "short")
    #expect(settings.problem()?.key == "web.serve.bad-teacher-token")
    settings.teacherToken = "class-7b-2026"
    #expect(settings.problem()?.key == "web.serve.same-tokens")
    settings.teacherToken = "teacher<script>"
    #expect(settings.problem()?.key == "web.serve.bad-teacher-token")
    let made = ServeSettings(classroom: true)
    #expect(made.teacherToken.count == 32 && made.teacherToken != made.token)
    #expect(made.problem() == nil)
  }
}

/// The teacher's view writes a time with its offset: the page shows the server's zone, the
/// table it refreshes the browser's, and the teacher must tell which.
@Test func theTeachersTimesCarryTheirOffset() throws {
  let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
  let utc = try #require(TimeZone(identifier: "UTC"))
  #expect(TeacherTable.time(0, in: shanghai) == "1970-01-01 08:00:00 +08:00")
  #expect(TeacherTable.time(0, in: utc) == "1970-01-01 00:00:00 +00:00")
  #expect(TeacherTable.time(nil) == "")
}
