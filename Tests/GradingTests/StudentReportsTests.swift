import Testing

@testable import Grading
@testable import Reports

/// `--per-student`: each student's report under a file name that is theirs alone, never a
/// path, never hidden, never another student's.
@Suite struct StudentReportsTests {
  @Test(arguments: [
    ("ann", "ann.md"), (".profile", "_.profile.md"), ("", "_.md"), ("a/../b", "a_.._b.md"),
    ("li\nne", "li\u{240A}ne.md"), ("张伟", "张伟.md"),
  ])
  func aNameBecomesAFileOfItsOwn(student: String, file: String) {
    #expect(StudentReports.fileName(for: student, taken: []) == file)
  }

  @Test func twoNamesThatComeOutTheSameKeepTwoFiles() {
    let results = ["a/b", "a_b"].map {
      GradeResult(exercise: "x", student: $0, status: .pass)
    }
    let split = StudentReports.split(BatchReport(results: results))
    #expect(split.map(\.file) == ["a_b.md", "a_b-2.md"])
    #expect(split.map { $0.report.results.map(\.student) } == [["a/b"], ["a_b"]])
  }
}
