import Foundation
import Grading
import LessonKit
import Reports
import Testing
import TutorTestSupport

/// One student, one name: folder names that Swift compares as equal (`José` in NFC and in NFD)
/// stay two students in every report; two that cannot be told apart are both named, neither
/// graded under the name.
@Suite struct StudentNameTests {
  static let nfc = "Jos\u{E9}"
  static let nfd = "Jose\u{301}"

  @Test func aNameInNFCIsShownAsItIsAndAnotherFormWithItsMarksSpelled() {
    #expect(StudentName.shown(Self.nfc) == Self.nfc)
    #expect(StudentName.shown("Maria O'Neil") == "Maria O'Neil")
    #expect(StudentName.shown("李雷") == "李雷")
    #expect(
      Array(StudentName.shown(Self.nfd).unicodeScalars) == Array("Jose<U+0301>".unicodeScalars))
    #expect(StudentName.shown(Self.nfd) != StudentName.shown(Self.nfc))
    // The Kelvin sign is canonically the letter K: its folder is not Kim's.
    #expect(StudentName.shown("\u{212A}im") == "<U+212A>im")
    #expect(StudentName.shown("\u{212B}sa") == "<U+212B>sa", "the Angstrom sign, Å")
    #expect(StudentName.clashes(["Kim", "\u{212A}im", "\u{C5}sa", "\u{212B}sa"]).isEmpty)
  }

  @Test func onlyFoldersThatStillReadAlikeClash() {
    #expect(StudentName.clashes([Self.nfc, Self.nfd, "ann"]).isEmpty)
    let literal = "Jose<U+0301>"
    let clashes = StudentName.clashes([Self.nfd, literal, "ann"])
    #expect(clashes.count == 2)
    #expect(
      Set(clashes.map { StudentName.spelled($0.folder) }) == [
        "Jose<U+0301>", "Jose<U+003C>U<U+002B>0301<U+003E>",
      ])
  }

  /// A class folder with `José` twice (NFC and NFD) and a folder whose name spells the NFD one
  /// out: the NFC one is graded, the two that read alike are both named, neither graded.
  @Test func aClassFolderKeepsTheFormsApartAndNamesAClash() throws {
    let root = try TestPaths.makeTemporaryFolder("names")
    defer { try? FileManager.default.removeItem(at: root) }
    for name in [Self.nfc, Self.nfd, "Bob", "Bob\u{301}"] {
      let folder = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("func teamScore(_ s: [Int]) -> Int { 0 }\n".utf8).write(
        to: folder.appendingPathComponent("team-score.swift"))
    }
    let literal = root.appendingPathComponent("Jose<U+0301>")
    try FileManager.default.createDirectory(at: literal, withIntermediateDirectories: true)
    let course = try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
    let scan = try ClassFolder.scan(root, course: course, assignment: nil)
    // `Bob` with a combining accent has no precomposed form: it is in NFC, a name of its own.
    let students = scan.submissions.map { Array($0.student.unicodeScalars) }
    #expect(
      students == [Array("Bob".unicodeScalars), Array("Bob\u{301}".unicodeScalars)]
        + [Array(Self.nfc.unicodeScalars)])
    #expect(scan.ignored.map(\.reason) == [.sameName, .sameName])
    #expect(
      Set(scan.ignored.map { $0.text(.en) }) == [
        "Jose<U+003C>U<U+002B>0301<U+003E>/: the same student name as Jose<U+0301>/, written in "
          + "another Unicode form: neither is graded, rename one of them",
        "Jose<U+0301>/: the same student name as Jose<U+003C>U<U+002B>0301<U+003E>/, written in "
          + "another Unicode form: neither is graded, rename one of them",
      ])
  }

  /// Marks, the class page and merged shards: one row, one entry, one result per student.
  @Test func reportsKeyStudentsByTheirExactName() throws {
    let right = GradeResult(
      exercise: "team-score", student: StudentName.shown(Self.nfc), status: .pass,
      tests: [TestResult(name: "sums", status: .pass)])
    let wrong = GradeResult(
      exercise: "team-score", student: StudentName.shown(Self.nfd), status: .fail,
      tests: [TestResult(name: "sums", status: .fail, message: "expected 3, got 0")])
    let report = BatchReport(results: [right, wrong])
    let rows = CSVReporter(language: .en).render(report).split(separator: "\r\n")
    #expect(rows.count == 3, "\(rows)")
    let page = ClassReportPage(language: .en).render(report)
    #expect(page.contains("Jose&lt;U+0301&gt;") || page.contains("Jose<U+0301>"), "\(page)")
    let shards = try [right, wrong].enumerated().map { index, result in
      try ShardMerge.open(
        Data(
          JSONReporter.render(
            try BatchReport(results: [result]).sealed(
              shards: ShardCoverage(count: 2, included: [index + 1]), build: "judge-2;sha256:t",
              key: .forTests)
          ).utf8), path: "shard-\(index + 1).json", key: .forTests)
    }
    let joined = try ShardMerge.join(shards, allowPartial: false)
    #expect(joined.report.results.count == 2)
  }

  /// A GitHub Classroom download: each student's folder a clone of a repository made from the
  /// teacher's template. Its own files pass without a word (they were a class's 120 lines of
  /// "not graded"); anything else a student put there is still listed.
  @Test func aRepositorysOwnFilesAreNotListed() throws {
    let root = try TestPaths.makeTemporaryFolder("download")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("week-1-octocat")
    for name in [".git/objects", ".github/workflows"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    for name in ["README.md", ".gitignore", "team-score.swift", "notes.txt", ".secret.swift"] {
      try Data("// \(name)\n".utf8).write(to: folder.appendingPathComponent(name))
    }
    let course = try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
    let scan = try ClassFolder.scan(root, course: course, assignment: nil)
    #expect(scan.submissions.map(\.exercise) == ["team-score"])
    #expect(
      scan.ignored.map(\.path).sorted()
        == ["week-1-octocat/.secret.swift", "week-1-octocat/notes.txt"])
  }
}
