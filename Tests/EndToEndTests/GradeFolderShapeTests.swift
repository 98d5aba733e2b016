import Foundation
import Testing
import TutorTestSupport

/// What `grade` counts as handed in, and whose folder it was given: an untouched starter (a
/// GitHub Classroom repository's first commit) earns nothing, one student's folder is graded as
/// one student in every format, and a class given to a one-student report is refused.
@Suite(.tags(.toolchain, .jail)) struct GradeFolderShapeTests {
  /// ann hands in team-score's starter as it was; bob average-rating's Chinese starter as a
  /// Windows editor saves it (CRLF, spaces at line ends, blank lines at the end); cat
  /// team-score's starter with one word of a comment changed, which is her work.
  @Test func anUntouchedStarterIsNotHandedInAndEarnsNothing() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", copying: CourseFiles.starter(of: "team-score"))
    let chinese = try String(
      contentsOf: CourseFiles.folder(of: "average-rating").appendingPathComponent(
        "starter.zh-Hans.swift"), encoding: .utf8)
    try folder.add(
      "bob", "average-rating",
      text: chinese.replacingOccurrences(of: "\n", with: "  \r\n") + "\r\n\r\n")
    let starter = try String(contentsOf: CourseFiles.starter(of: "team-score"), encoding: .utf8)
    let comment = try #require(starter.range(of: "//"))
    try folder.add(
      "cat", "team-score", text: starter.replacingCharacters(in: comment, with: "// I"))
    let assigned = ["--exercises", "team-score,average-rating", "--no-cache"]
    let run = try CourseFiles.tutor(["grade", folder.url.path, "--format", "json"] + assigned)
    #expect(run.status == 0, "\(run.transcript)")
    let report = try ReportJSON.decode(run.stdout)
    let ann = report.result("ann", "team-score")
    #expect(ann?.status == "missing" && ann?.untouchedStarter == true, "\(run.stdout)")
    #expect(
      ann?.message
        == "ann/team-score.swift is the starter as it was handed out, unchanged: not handed in")
    #expect(report.result("bob", "average-rating")?.status == "missing", "\(run.stdout)")
    #expect(report.result("cat", "team-score")?.status == "fail", "her change is graded")
    #expect(report.result("cat", "team-score")?.untouchedStarter == nil)
    let marks = try CourseFiles.tutor(["grade", folder.url.path, "--format", "csv"] + assigned)
    let rows = marks.stdout.components(separatedBy: "\r\n")
    #expect(rows.contains { $0.hasPrefix("ann,missing,missing,0,") }, "\(marks.transcript)")
    let zh = try CourseFiles.tutor(
      ["grade", folder.url.path, "--format", "text", "--lang", "zh-Hans"] + assigned)
    #expect(zh.stdout.contains("ann/team-score.swift 仍是发下时的初始代码，没有改动：算作未提交"), "\(zh.stdout)")
  }

  /// `grade ann` where `ann` holds `team-score.swift`: one student's report in the class
  /// formats too (it used to grade nothing), with a notice saying how it was read.
  @Test func oneStudentsFolderIsGradedAsOneStudentInEveryFormat() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", copying: CourseFiles.solution(of: "team-score"))
    let ann = folder.url.appendingPathComponent("ann")
    let json = try CourseFiles.tutor(["grade", ann.path, "--format", "json", "--no-cache"])
    #expect(json.status == 0, "\(json.transcript)")
    let report = try ReportJSON.decode(json.stdout)
    #expect(
      report.results.map { "\($0.student ?? "")/\($0.exercise)/\($0.status)" } == [
        "ann/team-score/pass"
      ])
    #expect(
      json.stderr.contains("holds exercise files at its top: graded as one student's folder (ann)"))
    let text = try CourseFiles.tutor(["grade", ann.path, "--lang", "zh-Hans"])
    #expect(text.status == 0 && text.stdout.contains("team-score"), "\(text.transcript)")
    #expect(text.stderr.contains("顶层就有练习文件：按一个学生的文件夹（ann）判分"), "\(text.stderr)")
  }

  /// A class folder given to `--format markdown` (one student's summary) was graded as one
  /// student named after the class, every exercise missing: now a usage error naming the
  /// students' folders and what to use instead, in both languages.
  @Test func aClassGivenToAOneStudentReportIsRefused() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    for (language, words) in [
      (
        "en",
        "holds students' folders (ann/, bob/, cat/), and --format markdown is one student's report"
      ),
      ("zh-Hans", "里是学生的文件夹（ann/, bob/, cat/），而 --format markdown 是单个学生的报告"),
    ] {
      let run = try CourseFiles.tutor([
        "grade", folder.url.path, "--format", "markdown", "--lang", language,
        "--exercises", "team-score",
      ])
      #expect(run.status == 2, "\(run.transcript)")
      #expect(run.stderr.contains(words), "\(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }
}
