import Foundation
public import Grading
import LessonKit
public import TutorSupport

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

  /// The marks of `report`, its students named by `roster` when given (then a `name` column
  /// follows the student's id, and every roster student has a row).
  public func render(_ report: BatchReport, roster: Roster? = nil) -> String {
    let marks = Marks(report, roster: roster)
    let nameColumn = roster == nil ? [] : [Catalog.text("judge.csv.name", language)]
    var rows = [
      [Message.studentHeading.text(language)] + nameColumn + marks.exercises + [
        Catalog.text("judge.csv.total", language), Catalog.text("judge.csv.max", language),
      ]
    ]
    for row in marks.rows {
      var line = [row.student] + (roster == nil ? [] : [row.rostered?.name ?? ""])
      for exercise in marks.exercises {
        switch row.cells[exercise] ?? .none {
        case .earned(let value): line.append(Marks.number(value))
        case .missing: line.append(Catalog.text("judge.csv.missing", language))
        case .none: line.append("")
        }
      }
      rows.append(line + [Marks.number(row.total), Marks.number(marks.outOf)])
    }
    return CILog.text(
      "\u{FEFF}" + rows.map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined())
  }

  /// One field: its control characters shown (``VisibleText``: a student's folder name holds
  /// no raw line break, quoted or not); quoted when it holds a comma, a quote or edge spaces; a
  /// name that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) starts with `'`.
  public static func field(_ raw: String) -> String {
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
