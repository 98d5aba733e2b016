import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// What the teacher takes home from a classroom: `swift-tutor classroom export DIR` and the
/// page's `class.tar` lay the students' files out as `grade` reads a CI folder
/// (`STUDENT/EXERCISE.swift`, the student named by the name they gave, else their id).
@Suite struct TeacherExportTests {
  static let teacher = ["Authorization": "Bearer teacher-2026-x"]

  static func server() throws -> InProcessServer {
    try InProcessServer(host: "0.0.0.0", token: "class-7b-2026") {
      $0.teacherToken = "teacher-2026-x"
      $0.limits.newStudentInterval = .seconds(3600)
    }
  }

  /// The bundled solution of `optional-binding`.
  static func solution() throws -> String {
    try String(
      contentsOf: TutorBinary.lessons.appendingPathComponent(
        "03-optionals/exercises/optional-binding/solution.swift"), encoding: .utf8)
  }

  /// A new student who gave `name` (nil: none) and opened `optional-binding`, with `source`
  /// saved as their file when given (else the starter); their request headers and id.
  static func student(
    _ client: WebClient, name: String?, source: String?
  ) async throws -> (headers: [String: String], id: String) {
    let headers = try await client.enroll()
    if let name {
      let named = try await client.request(
        "POST", "/api/name", json: #"{"name": "\#(name)"}"#, headers: headers)
      #expect(named.status == 200, "\(named.said)")
    }
    let path = "/api/exercise/optional-binding/"
    // Opening the exercise's page writes the starter (its file's GET writes nothing).
    let opened = try await client.request("GET", "/exercise/optional-binding", headers: headers)
    #expect(opened.status == 200, "\(opened.said)")
    if let source {
      let saved = try await client.request(
        "POST", path + "save", json: try body(source), headers: headers)
      #expect(saved.status == 200, "\(saved.said)")
    }
    return (headers, String(headers["Cookie"]?.split(separator: "=").last ?? ""))
  }

  @Test func classroomExportWritesGradesLayoutFromServesFolders() async throws {
    let served = try Self.server()
    let bob = try await served.requests { client in
      _ = try await Self.student(client, name: "Alice Liddell", source: "// alice's answer\n")
      return try await Self.student(client, name: nil, source: nil).id
    }
    let out = served.folder.appendingPathComponent("export")
    let run = try served.terminal(["classroom", "export", out.path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("2 files of 2 students"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "swift-tutor grade \(out.path) --lessons \(TutorBinary.lessons.path) --roster \(out.path)/.students.csv"
      ),
      "the command to run next names the course and the roster: \(run.stderr)")
    // Another course than serve's (the installed one, no --lessons): said, not 0 files alone.
    let other = try TestPaths.makeTemporaryFolder("other-course")
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.copyItem(
      at: TutorBinary.lessons.appendingPathComponent("01-getting-started"),
      to: other.appendingPathComponent("01-getting-started"))
    let elsewhere = try runTutor(
      ["classroom", "export", out.path + "-other", "--lessons", other.path],
      environment: served.environment)
    #expect(
      elsewhere.stderr.contains("None of the 2 students has a file of this course's exercises"),
      "\(elsewhere.stderr)")
    // Another user's machine state (no classroom at all): said, with where it looked.
    let empty = try TestPaths.makeTemporaryFolder("no-classroom")
    defer { try? FileManager.default.removeItem(at: empty) }
    var elsewhereUser = served.environment
    elsewhereUser["XDG_STATE_HOME"] = empty.path
    let none = try runTutor(
      ["classroom", "export", out.path + "-none", "--lessons", TutorBinary.lessons.path],
      environment: elsewhereUser)
    #expect(
      none.stderr.contains(
        "No classroom here: serve keeps one in \(empty.path)/swift-tutor/classroom"),
      "\(none.stderr)")
    let alice = try String(
      contentsOf: out.appendingPathComponent("Alice_Liddell/optional-binding.swift"),
      encoding: .utf8)
    #expect(alice == "// alice's answer\n")
    let bobs = try String(
      contentsOf: out.appendingPathComponent(bob + "/optional-binding.swift"), encoding: .utf8)
    #expect(bobs.contains("TODO"), "a student without a name is their id; the starter as is")
    #expect(
      TestPaths.contents(of: out).filter { !$0.hasPrefix(".") }.sorted()
        == ["Alice_Liddell", bob].sorted())
    // Beside the folders, who is in which: a roster `grade --roster` reads as it is.
    let map = try String(contentsOf: out.appendingPathComponent(".students.csv"), encoding: .utf8)
    let rows = map.split(separator: "\r\n").map(String.init)
    #expect(rows.first == "id,name,folder")
    #expect(Set(rows.dropFirst()).count == 2, "\(map)")
    #expect(rows.contains { $0.hasSuffix(",Alice Liddell,Alice_Liddell") }, "\(map)")
    #expect(rows.contains("\(bob),,\(bob)"), "\(map)")
    #expect(run.stderr.contains("\(out.path)/.students.csv (id, name, folder"), "\(run.stderr)")
  }

  @Test(.tags(.toolchain, .jail)) func gradeMarksTheClassTheTeacherDownloaded() async throws {
    let served = try Self.server()
    let solution = try Self.solution()
    let tar = try await served.requests { client in
      _ = try await Self.student(client, name: "Ann", source: solution)
      _ = try await Self.student(client, name: "Ben", source: nil)
      let answer = try await client.request(
        "GET", "/teacher/export.tar", headers: Self.teacher, authorized: false)
      #expect(answer.status == 200 && answer.headers["content-type"] == "application/x-tar")
      return answer.body
    }
    let out = served.folder.appendingPathComponent("class")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let archive = served.folder.appendingPathComponent("class.tar")
    try Data(tar.utf8).write(to: archive)
    let unpacked = try runCommand(
      URL(fileURLWithPath: "/usr/bin/tar"), ["-xf", archive.path, "-C", out.path])
    #expect(unpacked.status == 0, "\(unpacked.stderr)")
    // The modules every grading test shares, built once and without a command's time limit.
    _ = try TestModules.cache.get()
    let run = try served.terminal(["grade", out.path, "--format", "json", "--no-cache"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let results = try #require(report?["results"] as? [[String: Any]], "\(run.stdout)")
    let verdicts = Dictionary(
      results.map { ("\($0["student"] ?? "")/\($0["exercise"] ?? "")", "\($0["status"] ?? "")") },
      uniquingKeysWith: { $0 + "," + $1 })
    // Ben opened the exercise and changed nothing: the starter, not handed in.
    #expect(verdicts == ["Ann/optional-binding": "pass", "Ben/optional-binding": "missing"])
    #expect(report?["ignored"] == nil, "the map of students is passed over: \(run.stdout)")
    // With the map as the roster, each row is keyed by the student's id and named.
    let rostered = try served.terminal([
      "grade", out.path, "--roster", out.appendingPathComponent(".students.csv").path,
      "--format", "csv", "--exercises", "optional-binding",
    ])
    #expect(rostered.status == 0, "\(rostered.stdout)\(rostered.stderr)")
    #expect(rostered.stdout.contains(",Ann,1,1,1\r\n"), "\(rostered.stdout)")
  }
}
