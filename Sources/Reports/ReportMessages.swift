import Grading
import LessonKit
import TutorSupport

/// The frame of the reports people read — the text report, `grade`'s lines, the class's page:
/// the catalog's `judge.status` and `judge.report` keys, shown in the reader's language by the
/// reporter.
extension Message {
  /// `PASS`, `FAIL`, `ERROR`, `MISSING`.
  static func status(_ status: GradeStatus) -> Message {
    switch status {
    case .pass: return Message("judge.status.pass")
    case .fail: return Message("judge.status.fail")
    case .error: return Message("judge.status.error")
    case .missing: return Message("judge.status.missing")
    }
  }

  /// ` (3/4 checks passed)`, after a headline; all of them said as such (Chinese reads
  /// `（8 项检查全部通过）`, not `（通过 8/8 项检查）`).
  static func checksPassed(_ passed: Int, of total: Int) -> Message {
    guard passed < total else {
      return Message("judge.report.all-checks-passed", ["total": total])
    }
    return Message("judge.report.checks-passed", ["passed": passed, "total": total])
  }

  /// `1.5 of 3 points`, the numbers as the marks file writes them.
  static func points(_ earned: Double, of worth: Double) -> Message {
    Message("judge.class.points", ["earned": Marks.number(earned), "worth": Marks.number(worth)])
  }

  /// One line for every check when none ran, all for one reason (`message`, "not run: …").
  static func allChecks(_ count: Int, _ message: String) -> Message {
    Message("judge.report.all-checks", ["count": count, "message": message])
  }

  /// Above what the student's top-level code printed.
  static let programPrinted = Message("judge.report.program-printed")

  /// Above what the student's code printed during a check.
  static let printedDuringCheck = Message("judge.report.printed")

  /// The heading of the students' column (the CSV marks, the class's table).
  static let studentHeading = Message("judge.csv.student")

  /// Above the compiler's warnings.
  static let warningsHeading = Message("judge.warnings")

  /// What a batch line says of an `error` that has neither a message nor a check's.
  static let noChecks = Message("judge.report.no-checks")

  /// The summary line of a batch: the counts, then the missing ones when there are any.
  static func summary(_ summary: BatchReport.Summary) -> [Message] {
    let counts: KeyValuePairs<String, any CustomStringConvertible> = [
      "total": summary.total, "pass": summary.pass, "fail": summary.fail,
      "error": summary.error,
    ]
    let line =
      summary.error == 1
      ? Message("judge.report.summary.one", counts)
      : Message("judge.report.summary.other", counts)
    guard summary.missing > 0 else { return [line] }
    return [line, Message("judge.report.summary.missing", ["missing": summary.missing])]
  }

  /// The heading over the files `grade` did not grade.
  static func notGraded(_ count: Int) -> Message {
    count == 1
      ? Message("judge.report.ignored.one", ["count": count])
      : Message("judge.report.ignored.other", ["count": count])
  }
}
