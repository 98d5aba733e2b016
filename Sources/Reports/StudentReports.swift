import Foundation
public import Grading
import TutorSupport

/// `grade --per-student DIR` and `merge --per-student DIR`: the class's report cut into each
/// student's own, for a school that hands every student their report and no one else's.
///
/// Each student's part is their results alone (the files not graded stay with the teacher's
/// report, since they may name other students), as Markdown in the report's language:
/// readable as plain text, and shown as a page by GitHub or an LMS.
public enum StudentReports {
  /// Each student's part of `report`, in the order of their keys, with the file name it is
  /// written under (``fileName(for:taken:)``).
  public static func split(_ report: BatchReport) -> [(file: String, report: BatchReport)] {
    var byStudent: [String: [GradeResult]] = [:]
    for result in report.results { byStudent[result.student ?? "", default: []].append(result) }
    var taken: Set<String> = []
    return byStudent.keys.sorted().map { student in
      let file = fileName(for: student, taken: taken)
      taken.insert(file)
      var own = BatchReport(results: byStudent[student] ?? [], assignment: report.assignment)
      own.course = report.course
      return (file, own)
    }
  }

  /// A file name for `student`'s report that no other student's takes: the key with its
  /// control characters shown, a `/` as `_`, a leading `.` as `_` (never hidden, never a
  /// path), at most 120 characters, then `-2`, `-3`, … when another student's name came out the
  /// same; always ending in `.md`.
  static func fileName(for student: String, taken: Set<String>) -> String {
    var stem = String(
      VisibleText.line(student).map { $0 == "/" ? "_" : $0 }.prefix(120))
    if stem.isEmpty || stem.hasPrefix(".") { stem = "_" + stem }
    var name = stem + ".md"
    var number = 2
    while taken.contains(name) {
      name = "\(stem)-\(number).md"
      number += 1
    }
    return name
  }
}
