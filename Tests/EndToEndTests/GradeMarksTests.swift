import Foundation
import Testing
import TutorTestSupport

/// `grade` as a teacher marks with it: what was assigned and not handed in, every file not
/// graded and why, marks as CSV, and a folder in the wrong layout.
@Suite(.tags(.toolchain, .jail)) struct GradeMarksTests {
  /// ann hands in both exercises (one of them passes), bob only a failing one plus two files
  /// `grade` does not read; a file lies beside the student folders.
  private static func classFolder() throws -> SubmissionFolder {
    let folder = try SubmissionFolder()
    try folder.add("ann", "team-score", copying: CourseFiles.solution(of: "team-score"))
    try folder.addAttempt("ann", "optional-binding")
    try folder.addAttempt("bob", "team-score")
    try folder.add("bob", "no-such-exercise", text: "let x = 1\n")
    try Data("notes\n".utf8).write(to: folder.url.appendingPathComponent("bob/README.txt"))
    try Data("x\n".utf8).write(to: folder.url.appendingPathComponent("loose.txt"))
    return folder
  }

  @Test func anAssignedExerciseNotHandedInIsMissingAndEveryOtherFileIsListed() throws {
    let folder = try Self.classFolder()
    defer { folder.remove() }
    let run = try CourseFiles.tutor([
      "grade", folder.url.path, "--exercises", "team-score,optional-binding", "--format", "json",
      "--no-cache",
    ])
    #expect(run.status == 0, "\(run.transcript)")
    let report = try ReportJSON.decode(run.stdout)
    #expect(report.result("bob", "optional-binding")?.status == "missing", "\(run.stdout)")
    #expect(
      report.result("bob", "optional-binding")?.message?.contains("bob/optional-binding.swift")
        == true)
    #expect(report.result("ann", "team-score")?.status == "pass")
    #expect(report.result("bob", "no-such-exercise") == nil, "an unknown id is not graded")
    #expect(
      report.ignored == [
        .init(path: "bob/README.txt", reason: "not-swift"),
        .init(path: "bob/no-such-exercise.swift", reason: "unknown-exercise"),
        .init(path: "loose.txt", reason: "no-student"),
      ])
    let strict = try CourseFiles.tutor([
      "grade", folder.url.path, "--exercises", "team-score", "--strict",
    ])
    #expect(strict.status == 1, "bob's fail: \(strict.transcript)")
  }

  @Test func theTextReportNamesMissingWorkAndTheFilesNotGradedInBothLanguages() throws {
    let folder = try Self.classFolder()
    defer { folder.remove() }
    let english = try CourseFiles.tutor([
      "grade", folder.url.path, "--exercises", "team-score,optional-binding", "--no-color",
    ])
    let lines = english.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("MISSING bob/optional-binding") }, "\(english.stdout)")
    #expect(lines.contains("3 files not graded:"), "\(english.stdout)")
    #expect(
      lines.contains(
        "  bob/README.txt: not a Swift file (grade reads DIR/<student>/<exercise-id>.swift)"))
    #expect(lines.contains { $0.hasSuffix("1 missing") }, "\(english.stdout)")
    let chinese = try CourseFiles.tutor([
      "grade", folder.url.path, "--exercises", "team-score,optional-binding", "--no-color",
      "--lang", "zh-Hans",
    ])
    #expect(chinese.stdout.contains("缺交 bob/optional-binding"), "\(chinese.stdout)")
    #expect(chinese.stdout.contains("有 3 个文件没有判分："), "\(chinese.stdout)")
    #expect(chinese.stdout.contains("  loose.txt：不在任何学生的文件夹里"), "\(chinese.stdout)")
  }

  @Test func csvMarksHaveARowPerStudentPointsAndATotal() throws {
    let folder = try Self.classFolder()
    defer { folder.remove() }
    let assignment = folder.reportFile("assignment.yaml")
    try Data("exercises:\n  - team-score: 3\n  - optional-binding\n".utf8).write(to: assignment)
    let run = try CourseFiles.tutor([
      "grade", folder.url.path, "--assignment", assignment.path, "--format", "csv",
    ])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(run.stdout.hasPrefix("\u{FEFF}student,team-score,optional-binding,total,out of\r\n"))
    let rows = run.stdout.dropFirst().components(separatedBy: "\r\n")
    #expect(rows.count == 4 && rows[3].isEmpty, "\(rows)")
    let ann = rows[1].split(separator: ",").map(String.init)
    #expect(ann[0] == "ann" && ann[1] == "3" && ann[4] == "4", "\(rows[1])")
    #expect(Double(ann[2]).map { $0 < 1 } == true, "the starter fails some checks: \(rows[1])")
    let bob = rows[2].split(separator: ",").map(String.init)
    #expect(bob[0] == "bob" && bob[2] == "missing" && bob[4] == "4", "\(rows[2])")
    #expect(Double(bob[1]).map { $0 < 3 } == true && bob[3] == bob[1], "\(rows[2])")
  }

  @Test func anAssignmentWithAWrongIdIsAUsageErrorAtItsLine() throws {
    let folder = try Self.classFolder()
    defer { folder.remove() }
    let assignment = folder.reportFile("assignment.yaml")
    try Data("exercises:\n  - team-score\n  - team-scor\n".utf8).write(to: assignment)
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--assignment", assignment.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(
      run.stderr.contains(
        "assignment.yaml:3: error: 'team-scor' is not an exercise of this course (did you mean 'team-score'?)"
      ),
      "\(run.stderr)")
  }

  @Test func aFolderWithNothingToGradeSaysWhatLayoutGradeExpects() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    // (An exercise of this course at the top would make it one student's folder.)
    try Data("x".utf8).write(to: folder.url.appendingPathComponent("apply-twice.swift"))
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--strict"])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains("DIR/<student>/<exercise-id>.swift"), "\(run.stderr)")
    // The files that are there say why they were not graded: another course's exercises.
    #expect(run.stderr.contains("  apply-twice.swift: "), "\(run.stderr)")
    try folder.add("ann", "apply-twice", text: "let x = 1\n")
    let other = try CourseFiles.tutor(["grade", folder.url.path])
    #expect(other.status == 2, "\(other.transcript)")
    #expect(other.stderr.contains("  ann/apply-twice.swift: "), "\(other.stderr)")
  }

  @Test func aVerdictFromTheCacheTakesNoTimeInThisRun() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", copying: CourseFiles.solution(of: "team-score"))
    _ = try CourseFiles.tutor(["grade", folder.url.path])
    let again = try CourseFiles.tutor(["grade", folder.url.path, "--format", "junit"])
    #expect(again.status == 0, "\(again.transcript)")
    let document = try JUnitDocument(again.stdout)
    let suite = try #require(document.suites.first { $0.name == "ann/team-score" })
    #expect(suite.attributes["time"] == "0.000", "\(again.stdout)")
    #expect(suite.cases.allSatisfy { $0.attributes["time"] == "0.000" }, "\(again.stdout)")
  }

  @Test func junitFailsMissingWorkSkipsTheFilesNotGradedAndTimesEveryCase() throws {
    let folder = try Self.classFolder()
    defer { folder.remove() }
    try folder.add(
      "cat", "team-score", text: "print(\"hello\")\nfunc teamScore(_ s: [Int]) -> Int { 0 }\n")
    let run = try CourseFiles.tutor([
      "grade", folder.url.path, "--exercises", "team-score,optional-binding", "--format", "junit",
      "--no-cache",
    ])
    #expect(run.status == 0, "\(run.transcript)")
    let document = try JUnitDocument(run.stdout)
    let missing = try #require(document.suites.first { $0.name == "bob/optional-binding" })
    #expect(missing.cases.first?.failures.first?.contains("bob/optional-binding.swift") == true)
    let skipped = try #require(document.suites.first { $0.name == "not graded" })
    #expect(
      skipped.cases.map(\.name) == ["bob/README.txt", "bob/no-such-exercise.swift", "loose.txt"])
    #expect(skipped.cases.allSatisfy { $0.skipped?.isEmpty == false })
    for suite in document.suites {
      #expect(suite.cases.allSatisfy { $0.attributes["time"] != nil }, "\(suite.name)")
    }
    #expect(run.stdout.contains("<system-out>hello"), "what cat's program printed")
  }

  @Test func theClassReportIsOnePageOfWhatTheClassGotWrong() throws {
    let folder = try Self.classFolder()
    defer { folder.remove() }
    let page = folder.reportFile("class.html")
    let run = try CourseFiles.tutor([
      "grade", folder.url.path, "--exercises", "team-score,optional-binding", "--format", "html",
      "--output", page.path, "--lang", "zh-Hans",
    ])
    #expect(run.status == 0, "\(run.transcript)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<h1>班级报告</h1>"), "\(html.prefix(400))")
    #expect(html.contains("2 名学生，3 份提交"), "ann 2, bob 1: \(html.prefix(600))")
    #expect(html.contains("2 份中通过 1 份"), "team-score: ann passed, bob did not")
    #expect(html.contains("全班错在哪里") && html.contains("1 份缺交"))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"))
  }
}
