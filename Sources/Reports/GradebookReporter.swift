public import Grading
import LessonKit

/// A gradebook import file from a roster (`--format canvas`, `--format moodle`): one row per
/// roster student, the assignment one column of points (numbers only: a student with nothing
/// handed in has 0), named by the assignment's title.
///
/// - Canvas ("Import" in Grades): `Student, ID, SIS User ID, SIS Login ID, Section`, then the
///   assignment, with a `Points Possible` row first; Canvas finds each student by their Canvas
///   id, SIS user id or SIS login (the roster's `canvas_id`, `sis_id`, `email`), and makes a new
///   assignment of a column it does not know.
/// - Moodle ("Import" → "CSV file" in the gradebook): `Email address, ID number, Full name`,
///   then the assignment; map "Email address" (or "ID number") to the user field when importing,
///   and the assignment's column to a grade item.
public struct GradebookReporter {
  /// Which gradebook.
  public enum Gradebook: Sendable {
    /// Canvas LMS.
    case canvas
    /// Moodle.
    case moodle
  }

  /// Which gradebook.
  public var gradebook: Gradebook

  /// A reporter for `gradebook`.
  public init(_ gradebook: Gradebook) { self.gradebook = gradebook }

  /// The import file of `report` for `roster`.
  public func render(_ report: BatchReport, roster: Roster) -> String {
    let marks = Marks(report, roster: roster)
    let title = report.assignment?.title ?? "swift-tutor"
    var rows: [[String]]
    switch gradebook {
    case .canvas:
      rows = [
        ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", title],
        ["Points Possible", "", "", "", "", Marks.number(marks.outOf)],
      ]
      for row in marks.rows {
        guard let student = row.rostered else { continue }
        rows.append([
          student.name ?? student.id, student.canvasID ?? "", student.sisID ?? "",
          // Never the id in its place: a GitHub user name that is a classmate's school login
          // would give Canvas that classmate's row (such a row is named: GradebookNotices).
          student.email ?? "", student.section ?? "", Marks.number(row.total),
        ])
      }
    case .moodle:
      rows = [["Email address", "ID number", "Full name", title]]
      for row in marks.rows {
        guard let student = row.rostered else { continue }
        rows.append([
          // As for Canvas, never the id in the ID number's place: a roster whose ids are
          // GitHub user names and another's student numbers would mix two meanings in a column.
          student.email ?? "", student.sisID ?? "", student.name ?? student.id,
          Marks.number(row.total),
        ])
      }
    }
    return CILog.text(
      rows.map { $0.map(CSVReporter.field).joined(separator: ",") + "\r\n" }.joined())
  }
}
