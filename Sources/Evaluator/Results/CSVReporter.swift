import Foundation
import LessonKit
import TutorSupport

/// Marks for a spreadsheet or an LMS: `grade --format csv`.
///
/// One row per student, one column per exercise (the assignment's, in its order; else every
/// exercise graded), then the total and what it is out of. An exercise is worth its points (1
/// unless the assignment says) and earns them in proportion to the checks passed: a pass earns
/// them all, a submission that could not be checked none; an assigned exercise not handed in
/// says `missing` and counts 0. UTF-8 with a byte order mark and CRLF line ends (RFC 4180),
/// so spreadsheets open it as UTF-8.
public struct CSVReporter: Sendable {
  /// The language of the header and of `missing`.
  public var language: Language

  /// A reporter in `language`.
  public init(language: Language) {
    self.language = language
  }

  /// The marks of `report`.
  public func render(_ report: BatchReport) -> String {
    let exercises =
      report.assignment?.ids
      ?? Array(Set(report.results.map(\.exercise).filter { !$0.isEmpty })).sorted()
    let students = Array(Set(report.results.map { $0.student ?? "" })).sorted()
    var byStudent: [String: [String: GradeResult]] = [:]
    for result in report.results {
      byStudent[result.student ?? "", default: [:]][result.exercise] = result
    }
    let outOf =
      report.assignment?.totalPoints ?? Double(exercises.count)
    var rows = [
      [Message.studentHeading.text(language)] + exercises + [
        Catalog.text("judge.csv.total", language), Catalog.text("judge.csv.max", language),
      ]
    ]
    for student in students {
      var total = 0.0
      var row = [student]
      for exercise in exercises {
        let points = report.assignment?.points(of: exercise) ?? 1
        guard let result = byStudent[student]?[exercise] else {
          row.append("")
          continue
        }
        if result.status == .missing {
          row.append(Catalog.text("judge.csv.missing", language))
          continue
        }
        let earned = Self.earned(result, worth: points)
        total += earned
        row.append(Self.number(earned))
      }
      rows.append(row + [Self.number(total), Self.number(outOf)])
    }
    return CILog.text(
      "\u{FEFF}" + rows.map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined())
  }

  /// The part of `points` that `result` earns.
  static func earned(_ result: GradeResult, worth points: Double) -> Double {
    if result.status == .pass { return points }
    guard !result.tests.isEmpty else { return 0 }
    let passed = result.tests.filter { $0.status == .pass }.count
    return points * Double(passed) / Double(result.tests.count)
  }

  /// `value` with at most two decimals and no trailing zeros, a point as the separator.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// One field: its control characters shown (``VisibleText``: a student's folder name holds
  /// no raw line break, quoted or not); quoted when it holds a comma, a quote or edge spaces; a
  /// name that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) starts with `'`.
  static func field(_ raw: String) -> String {
    var text = VisibleText.line(raw)
    if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
      Double(text) == nil
    {
      text = "'" + text
    }
    let needsQuotes =
      text.unicodeScalars.contains { ",\"\r\n".unicodeScalars.contains($0) }
      || text.hasPrefix(" ") || text.hasSuffix(" ")
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
