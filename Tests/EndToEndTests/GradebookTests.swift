import Foundation
import Testing
import TutorTestSupport

/// A class graded against its roster and a deadline, in a git repository: every roster
/// student has marks (missing work included), folders whose names drifted are matched, a
/// commit after the deadline is late by its own time, and Canvas's and Moodle's import files
/// have their documented headers and numbers only.
@Suite(.tags(.toolchain, .jail)) struct GradebookTests {
  struct Class {
    let root: URL
    var submissions: URL { root.appendingPathComponent("repo/submissions") }
    var roster: URL { root.appendingPathComponent("roster.csv") }
    var assignment: URL { root.appendingPathComponent("week-1.yaml") }

    init() throws {
      root = try TestPaths.makeTemporaryFolder("gradebook")
      let repo = root.appendingPathComponent("repo")
      try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
      try Self.git(["init", "-q", "-b", "main"], in: repo)
      let solution = try String(
        contentsOf: try CourseFiles.solution(of: "team-score"), encoding: .utf8)
      // Maria's on time (a Classroom download's folder name), Bob's two days late (his name as
      // `classroom export` writes it), a stranger on no roster line.
      try commit("week-1-maria-o", solution, at: "2026-11-30T12:00:00+08:00", in: repo)
      try commit(
        "Bob_Builder", "func teamScore(_ s: [Int]) -> Int { 0 }\n",
        at: "2026-12-03T12:00:00+08:00", in: repo)
      try commit("stranger", solution, at: "2026-11-30T12:00:00+08:00", in: repo)
      try Data(
        ("id,name,email,sis_id,section\nmaria-o,Maria O'Neil,maria@school.edu,S001,A\n"
          + "bob,Bob Builder,bob@school.edu,S002,A\nchen,Chen Wei,chen@school.edu,S003,B\n").utf8
      ).write(to: roster)
      try Data(
        ("title: Week 1\ndue: 2026-12-01T23:59:00+08:00\nlate:\n  penalty: 10%\n"
          + "exercises:\n  - team-score: 10\n").utf8
      ).write(to: assignment)
    }

    private func commit(_ student: String, _ text: String, at date: String, in repo: URL) throws {
      let folder = repo.appendingPathComponent("submissions/\(student)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("team-score.swift"))
      try Self.git(["add", "."], in: repo)
      try Self.git(
        ["commit", "-q", "-m", student], in: repo,
        environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
    }

    static func git(_ arguments: [String], in folder: URL, environment: [String: String] = [:])
      throws
    {
      let run = try runCommand(
        URL(fileURLWithPath: "/usr/bin/git"),
        ["-c", "user.name=S", "-c", "user.email=s@example.com"] + arguments,
        environment: environment, in: folder)
      guard run.status == 0 else { throw SetupFailure(description: run.transcript) }
    }

    func grade(
      _ format: String, _ extra: [String] = [], environment: [String: String] = [:]
    ) throws -> CommandResult {
      try CourseFiles.tutor(
        [
          "grade", submissions.path, "--assignment", assignment.path, "--roster", roster.path,
          "--format", format,
        ] + extra, environment: environment)
    }
  }

  @Test func theRosterTheDeadlineAndTheGradebooks() throws {
    let school = try Class()
    defer { try? FileManager.default.removeItem(at: school.root) }
    let json = try school.grade("json")
    #expect(json.status == 0, "\(json.transcript)")
    #expect(json.stderr.contains("not on the roster, graded under their folders' names: stranger"))
    let report = try ReportJSON.decode(json.stdout)
    let verdicts = Dictionary(
      report.results.map { ("\($0.student ?? "")", $0.status) }, uniquingKeysWith: { $1 })
    #expect(verdicts == ["maria-o": "pass", "bob": "fail", "chen": "missing", "stranger": "pass"])
    let text = try school.grade("text")
    #expect(
      text.stdout.contains(
        "FAIL bob/team-score 1/9 · late by 1 d 12 h (by its last commit), keeps 80%"),
      "\(text.stdout)")
    #expect(!text.stdout.contains("maria-o/team-score 9/9 ·"), "on time")

    #expect(!text.stderr.contains("shallow"), "\(text.stderr)")

    let canvas = try school.grade("canvas")
    #expect(canvas.status == 0, "\(canvas.transcript)")
    // What the file leaves out is said: the stranger's work has no row in it.
    #expect(
      canvas.stderr.contains(
        "not in the gradebook file (on no roster line, graded under their folders' names): stranger"
      ),
      "\(canvas.stderr)")
    #expect(!canvas.stderr.contains("cannot match"), "every roster line has an email")
    let rows = canvas.stdout.split(separator: "\r\n").map(String.init)
    #expect(rows.first == "Student,ID,SIS User ID,SIS Login ID,Section,Week 1")
    #expect(rows.dropFirst().first == "Points Possible,,,,,10")
    // Maria 10; Bob 10 × 1/9 × 80 % (two started days late); Chen nothing handed in, 0.
    #expect(
      Array(rows.dropFirst(2)) == [
        "Maria O'Neil,,S001,maria@school.edu,A,10", "Bob Builder,,S002,bob@school.edu,A,0.89",
        "Chen Wei,,S003,chen@school.edu,B,0",
      ], "\(rows)")
    let moodle = try school.grade("moodle")
    let lines = moodle.stdout.split(separator: "\r\n").map(String.init)
    #expect(lines.first == "Email address,ID number,Full name,Week 1")
    #expect(lines.dropFirst().allSatisfy { Double($0.split(separator: ",").last ?? "") != nil })
    #expect(!moodle.stderr.contains("Moodle matches every row by one column"), "\(moodle.stderr)")
    let marks = try school.grade("csv")
    #expect(marks.stdout.contains("\r\nchen,Chen Wei,missing,0,10\r\n"), "\(marks.stdout)")
    // The class page names each student as the roster does (it showed ids alone).
    let page = try school.grade("html")
    #expect(
      page.stdout.contains("<a href=\"#s-2\">Maria O&#39;Neil (maria-o)</a>"), "\(page.stdout)")
    #expect(page.stdout.contains("<h2 id=\"s-0\">Bob Builder (bob)</h2>"), "\(page.stdout)")
  }

  /// `--per-student DIR`: each roster student's own report and no one else's, in the
  /// teacher's `--lang`, beside the class's report; a folder that cannot be made is refused
  /// before any grading.
  @Test func eachStudentGetsTheirOwnReportAndNoOneElses() throws {
    let school = try Class()
    defer { try? FileManager.default.removeItem(at: school.root) }
    let out = school.root.appendingPathComponent("handouts/week-1")
    let run = try school.grade("csv", ["--per-student", out.path, "--lang", "zh-Hans"])
    #expect(run.status == 0, "\(run.transcript)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["bob.md", "chen.md", "maria-o.md", "stranger.md"])
    let bob = try String(contentsOf: out.appendingPathComponent("bob.md"), encoding: .utf8)
    #expect(bob.hasPrefix("### swift-tutor："), "\(bob)")
    #expect(bob.contains("**成绩：**0.89 / 10 分"), "their marks, as the gradebook's: \(bob)")
    #expect(bob.contains("- `team-score`: 0.89 / 10 分 · 迟交 1 天 12 小时"), "\(bob)")
    // Their own report: each exercise by its id alone, nobody else's name in it.
    #expect(bob.contains("\nteam-score: ") && !bob.contains("maria") && !bob.contains("stranger"))
    let chen = try String(contentsOf: out.appendingPathComponent("chen.md"), encoding: .utf8)
    #expect(
      chen.contains("\nteam-score: 缺交\n  未提交 team-score.swift（班级文件夹里没有 chen 的文件夹）"),
      "a student who handed nothing in still hears so: \(chen)")
    #expect(chen.contains("- `team-score`: 0 / 10 分（未提交）"), "\(chen)")

    let blocked = school.root.appendingPathComponent("file")
    try Data().write(to: blocked)
    let refused = try school.grade("csv", ["--per-student", blocked.path + "/x"])
    #expect(refused.status == 2, "\(refused.transcript)")
    #expect(refused.stderr.contains("cannot write"), "\(refused.stderr)")
  }

  /// A shallow clone gives every file the last commit's time: Maria's on-time work reads as
  /// late as the last commit (the stranger's, also on time here, so a later one is added).
  /// `grade` says so rather than marking it down without a word.
  @Test func aShallowCloneIsSaid() throws {
    let school = try Class()
    defer { try? FileManager.default.removeItem(at: school.root) }
    let repo = school.root.appendingPathComponent("repo")
    try Data("notes\n".utf8).write(to: repo.appendingPathComponent("NOTES"))
    try Class.git(["add", "."], in: repo)
    try Class.git(
      ["commit", "-q", "-m", "later"], in: repo,
      environment: [
        "GIT_AUTHOR_DATE": "2026-12-05T12:00:00Z", "GIT_COMMITTER_DATE": "2026-12-05T12:00:00Z",
      ])
    let shallow = school.root.appendingPathComponent("shallow")
    try Class.git(
      ["clone", "-q", "--depth", "1", "file://" + repo.path, shallow.path], in: school.root)
    let run = try CourseFiles.tutor([
      "grade", shallow.appendingPathComponent("submissions").path, "--assignment",
      school.assignment.path,
    ])
    #expect(run.stderr.contains("is in a shallow clone (3 folders in all)"), "\(run.transcript)")
    #expect(run.stderr.contains("fetch-depth: 0"), "\(run.stderr)")
  }

  /// A MISSING line names the file where the teacher looks for it: the student's folder on
  /// disk (a Classroom download's `week-1-maria-o`), not the roster id's path.
  @Test func aMissingFileIsNamedInItsStudentsFolder() throws {
    let school = try Class()
    defer { try? FileManager.default.removeItem(at: school.root) }
    let maria = school.submissions.appendingPathComponent("week-1-maria-o")
    try FileManager.default.removeItem(at: maria.appendingPathComponent("team-score.swift"))
    try Data("later\n".utf8).write(to: maria.appendingPathComponent("notes.txt"))
    let text = try school.grade("text")
    #expect(
      text.stdout.contains("maria-o/team-score — no file week-1-maria-o/team-score.swift"),
      "\(text.stdout)")
    // chen has no folder at all: the line says so, not a file in a folder that is not there.
    #expect(
      text.stdout.contains(
        "chen/team-score — no file team-score.swift was handed in (chen has no folder in the class)"
      ), "\(text.stdout)")
  }

  /// A shared repository's CI log is every student's to read: with `SWIFT_TUTOR_NOTES` the
  /// notes that name students go to that file, and the log says only where they are.
  @Test func notesThatNameStudentsStayOutOfTheLog() throws {
    let school = try Class()
    defer { try? FileManager.default.removeItem(at: school.root) }
    let notes = school.root.appendingPathComponent("notes.txt")
    let run = try school.grade(
      "canvas", environment: ["SWIFT_TUTOR_NOTES": notes.path, "SWIFT_TUTOR_LANG": "en"])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(!run.stderr.contains("stranger"), "\(run.stderr)")
    #expect(run.stderr.contains("a note that names students is in \(notes.path)"))
    let written = try String(contentsOf: notes, encoding: .utf8)
    #expect(written.contains("not on the roster, graded under their folders' names: stranger"))
    #expect(written.contains("not in the gradebook file"), "\(written)")
  }

  @Test func canvasNeedsARoster() throws {
    let run = try CourseFiles.tutor(["grade", "/tmp", "--format", "canvas"])
    #expect(run.status == 2 && run.stderr.contains("--format canvas is made from --roster"))
  }
}
