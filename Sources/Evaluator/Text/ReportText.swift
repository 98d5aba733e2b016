import LessonKit
import TutorSupport

/// The frame of a text report, from the catalog's `judge` section.
enum ReportText {
  static func status(_ status: GradeStatus, _ language: Language) -> String {
    switch status {
    case .pass: return Catalog.text("judge.status.pass", language)
    case .fail: return Catalog.text("judge.status.fail", language)
    case .error: return Catalog.text("judge.status.error", language)
    case .missing: return Catalog.text("judge.status.missing", language)
    }
  }

  static func checksPassed(_ passed: Int, of total: Int, _ language: Language) -> String {
    Catalog.text("judge.report.checks-passed", language, ["passed": passed, "total": total])
  }

  static func programPrinted(_ language: Language) -> String {
    Catalog.text("judge.report.program-printed", language)
  }

  static func printed(_ language: Language) -> String {
    Catalog.text("judge.report.printed", language)
  }

  /// What a batch line says of an `error` that has neither a message nor a check's.
  static func noChecks(_ language: Language) -> String {
    Catalog.text("judge.report.no-checks", language)
  }

  static func summary(_ summary: BatchReport.Summary, _ language: Language) -> String {
    let counts: KeyValuePairs<String, any CustomStringConvertible> = [
      "total": summary.total, "pass": summary.pass, "fail": summary.fail,
      "error": summary.error,
    ]
    let line =
      summary.error == 1
      ? Catalog.text("judge.report.summary.one", language, counts)
      : Catalog.text("judge.report.summary.other", language, counts)
    guard summary.missing > 0 else { return line }
    return line
      + Catalog.text("judge.report.summary.missing", language, ["missing": summary.missing])
  }

  /// The heading over the files `grade` did not grade.
  static func ignored(_ count: Int, _ language: Language) -> String {
    count == 1
      ? Catalog.text("judge.report.ignored.one", language, ["count": count])
      : Catalog.text("judge.report.ignored.other", language, ["count": count])
  }
}
