public import Grading
import LessonKit
public import TutorSupport

/// A student's own report as Markdown, for a CI job's summary (GitHub's
/// `$GITHUB_STEP_SUMMARY`): a heading in their language — how many exercises passed — then
/// each exercise's report as `check` prints it, in a fence longer than any run of backticks in
/// it, so nothing a student wrote becomes Markdown (or HTML) on the page. With an assignment,
/// their marks come under the heading as the gradebook has them, and each late exercise how
/// late it was and what it keeps.
public struct MarkdownReporter {
  /// The language of the report.
  public var language: Language

  /// A reporter in `language`.
  public init(language: Language) { self.language = language }

  /// The summary of `report`.
  public func render(_ report: BatchReport) -> String {
    let text = TextReporter(color: false, language: language)
    // In the assignment's order, as its marks are listed (else as graded).
    // One student's own report: each exercise by its id alone (the folder's name, `work` in
    // the Classroom recipe, is not theirs).
    let body = report.listed.map { result in
      var own = result
      own.student = nil
      return text.render(own)
    }.joined(separator: "\n")
    let passed = report.results.filter { $0.status == .pass }.count
    let total = report.assignment?.ids.count ?? report.results.count
    let title = Message("judge.markdown.title", ["passed": passed, "total": total])
    let longest = body.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let ending = body.hasSuffix("\n") || body.isEmpty ? "" : "\n"
    return CILog.text(
      "### " + title.text(language) + "\n\n" + marks(report) + fence + "text\n" + body + ending
        + fence + "\n")
  }

  /// The marks' paragraph (empty without an assignment): the points, then each exercise's
  /// points as the gradebook counts them, with how late it was.
  private func marks(_ report: BatchReport) -> String {
    let marks = Marks(report)
    guard let assignment = report.assignment, let row = marks.rows.first else { return "" }
    let points = Message.points(row.total, of: marks.outOf)
    let text = Message("judge.markdown.marks", ["points": points]).text(language) + "\n\n"
    let late = Dictionary(
      report.results.compactMap { result in result.handedIn?.late.map { (result.exercise, $0) } },
      uniquingKeysWith: { first, _ in first })
    let lines = marks.exercises.map { exercise in
      let worth = assignment.points(of: exercise) ?? 1
      let earned: Message =
        switch row.cells[exercise] ?? .missing {
        case .earned(let value): Message.points(value, of: worth)
        case .missing, .none:
          Message("judge.markdown.not-handed-in", ["points": Message.points(0, of: worth)])
        }
      let when = late[exercise].map { " · " + $0.text(language) } ?? ""
      return "- `\(exercise)`: " + earned.text(language) + when
    }
    return text + lines.joined(separator: "\n") + "\n\n"
  }
}
