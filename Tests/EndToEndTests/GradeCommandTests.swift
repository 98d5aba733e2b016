import Foundation
import Testing
import TutorTestSupport

/// `swift-tutor grade DIR`: the JSON summary, JUnit XML and `--strict` (docs/design.md, "The
/// command line").
@Suite struct GradeCommandTests {
  @Test(.tags(.toolchain, .jail)) func jsonCountsPassFailCompileErrorAndMissingFile() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--format", "json", "--no-cache"])
    #expect(run.status == 0, "graded without --strict: \(run.transcript)")
    let report = try ReportJSON.decode(run.stdout)
    #expect(report.version == 3)
    #expect(report.summary == .init(total: 5, pass: 2, fail: 1, error: 2), "\(run.stdout)")
    #expect(report.result("ann", "team-score")?.status == "pass")
    #expect(report.result("ann", "optional-binding")?.status == "pass")
    #expect(report.result("bob", "team-score")?.status == "fail")
    let broken = report.result("cat", "team-score")
    #expect(broken?.status == "error")
    #expect(broken?.message?.contains("team-score.swift:2:") == true, "\(broken?.message ?? "")")
    let missing = report.result("dan", "team-score")
    #expect(missing?.status == "error")
    #expect(missing?.message?.contains("dan/team-score.swift") == true, "\(missing?.message ?? "")")
    #expect(report.results.allSatisfy { $0.version == 3 && $0.student != nil })
  }

  @Test(.tags(.toolchain, .jail)) func junitIsWellFormedWithOneSuitePerSubmission() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let output = folder.reportFile("report.xml")
    let run = try CourseFiles.tutor([
      "grade", folder.url.path, "--format", "junit", "--output", output.path, "--no-cache",
    ])
    #expect(run.status == 0, "\(run.transcript)")
    let document = try JUnitDocument(String(contentsOf: output, encoding: .utf8))
    #expect(document.root == "testsuites")
    #expect(document.orphanCases == 0)
    let names = document.suites.map(\.name).sorted()
    #expect(
      names == [
        "ann/optional-binding", "ann/team-score", "bob/team-score",
        "cat/team-score", "dan/team-score",
      ])
    for suite in document.suites {
      #expect(!suite.cases.isEmpty, "\(suite.name) has no testcase")
      #expect(Int(suite.attributes["tests"] ?? "") == suite.cases.count, "\(suite.name)")
    }
    let passing = document.suites.first { $0.name == "ann/team-score" }
    #expect(passing?.cases.allSatisfy { $0.failures.isEmpty && $0.errors.isEmpty } == true)
    let failing = document.suites.first { $0.name == "bob/team-score" }
    let failures = failing?.cases.flatMap(\.failures) ?? []
    #expect(!failures.isEmpty && failures.allSatisfy { $0.contains("expected") })
    let broken = document.suites.first { $0.name == "cat/team-score" }
    #expect(broken?.cases.flatMap(\.errors).contains { $0.contains("did not compile") } == true)
  }

  /// What a teacher hit at the start of term: an empty `--lessons` (a deleted variable) is a
  /// usage error that says so; a report folder that does not exist is refused before any
  /// grading (here, before the missing jail would stop it); an empty class with an assignment is
  /// an empty report, not a failure.
  @Test func mistakesAreRefusedBeforeAnyGradingAndAnEmptyClassIsGraded() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", text: "let\n")
    let empty = try TutorBinary.run(["grade", folder.url.path, "--lessons", ""])
    #expect(empty.status == 2 && empty.stderr.contains("--lessons is empty"), "\(empty.transcript)")
    let nowhere = "/nonexistent-\(UUID().uuidString)/results.json"
    let refused = try TutorBinary.run(
      ["grade", folder.url.path, "--output", nowhere, "--lessons", TutorBinary.lessons.path],
      environment: ["SWIFT_TUTOR_BWRAP": "/nonexistent/bwrap"])
    #expect(refused.status == 2, "refused before the jail was looked for: \(refused.transcript)")
    #expect(refused.stderr.contains("cannot write \(nowhere): No such file or directory"))
    let term = try SubmissionFolder()
    defer { term.remove() }
    let start = try CourseFiles.tutor([
      "grade", term.url.path, "--exercises", "team-score", "--format", "json",
    ])
    #expect(start.status == 0, "\(start.transcript)")
    #expect(try ReportJSON.decode(start.stdout).summary.total == 0)
  }

  @Test(.tags(.toolchain, .jail)) func strictExitsOneWhenAnySubmissionDidNotPass() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--strict", "--format", "json"])
    #expect(run.status == 1, "\(run.transcript)")
    #expect(try ReportJSON.decode(run.stdout).summary.total == 5, "the report is still written")
  }

  @Test(.tags(.toolchain, .jail)) func strictExitsZeroWhenEverySubmissionPassed() throws {
    let folder = try SubmissionFolder.allPassing()
    defer { folder.remove() }
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--strict"])
    #expect(run.status == 0, "\(run.transcript)")
  }

  @Test func aFolderThatDoesNotExistIsAUsageError() throws {
    let folder = try SubmissionFolder()
    folder.remove()
    let run = try CourseFiles.tutor(["grade", folder.url.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains(folder.url.path), "\(run.transcript)")
  }

  @Test(.tags(.toolchain, .jail)) func aLinkOrAFolderIsNotGradedAndItsTargetIsNeverQuoted() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    let secret = folder.reportFile("secret.txt")
    try Data("token-4f1e = hunter2\n".utf8).write(to: secret)
    try folder.addLink("eve", "team-score", to: secret)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("fay/team-score.swift"),
      withIntermediateDirectories: true)
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--format", "json", "--no-cache"])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(!run.stdout.contains("hunter2"), "\(run.stdout)")
    let report = try ReportJSON.decode(run.stdout)
    #expect(report.summary == .init(total: 2, pass: 0, fail: 0, error: 2), "\(run.stdout)")
    let link = report.result("eve", "team-score")?.message ?? ""
    #expect(link.contains("eve/team-score.swift: the file is a symbolic link"), "\(link)")
    let inner = report.result("fay", "team-score")?.message ?? ""
    #expect(inner.contains("it is a folder, not a file"), "\(inner)")
  }
}
