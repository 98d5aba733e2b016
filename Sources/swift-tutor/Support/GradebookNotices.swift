import Grading
import Reports
import TutorSupport

/// What a gradebook file (Canvas, Moodle) leaves out or cannot match, said on standard error
/// before it is imported: work graded under a folder's own name (on no roster line) has no row
/// in it, and a roster student with neither an email nor a student number (nor a Canvas id) is
/// a row the gradebook cannot match to anyone; Moodle matches every row by one column, so a
/// roster where some students have only an email and others only a student number leaves one
/// side unmatched. Said by `grade` and `merge` alike, names shown (never obeyed) as the class
/// report shows them.
enum GradebookNotices {
  /// The notices for `report` made into `book` from `roster`.
  static func say(
    _ report: BatchReport, roster: Roster, book: GradebookReporter.Gradebook,
    _ language: Language
  ) {
    let listed = Set(roster.students.map(\.id))
    let dropped = Set(report.results.compactMap(\.student)).subtracting(listed).sorted()
    let unmatched = roster.students.filter {
      $0.email == nil && $0.sisID == nil && $0.canvasID == nil
    }.map(\.id)
    if !dropped.isEmpty {
      Console.studentNotice(
        Message("cli.gradebook.not-on-roster", ["students": names(dropped)]), language)
    }
    if !unmatched.isEmpty {
      Console.studentNotice(
        Message("cli.gradebook.unmatched", ["students": names(unmatched)]), language)
    }
    let emailOnly = roster.students.filter { $0.email != nil && $0.sisID == nil }.map(\.id)
    let numberOnly = roster.students.filter { $0.email == nil && $0.sisID != nil }.map(\.id)
    if book == .moodle, !emailOnly.isEmpty, !numberOnly.isEmpty {
      Console.studentNotice(
        Message(
          "cli.gradebook.moodle-mixed",
          ["email": names(emailOnly), "number": names(numberOnly)]), language)
    }
  }

  /// `students` as a notice lists them, each shown, never obeyed.
  private static func names(_ students: [String]) -> String {
    students.map(VisibleText.line).joined(separator: ", ")
  }
}
