import Foundation
import Yams

/// Reads an assignment's `due:` and `late:` (``AssignmentLoader``), every problem at its line.
struct DeadlineReader {
  let file: URL

  /// The deadline `mapping` gives; nil when it gives none, or a problem was logged.
  func read(_ mapping: YAMLMapping, log: inout ProblemLog) -> Deadline? {
    guard let due = mapping["due"] else {
      if let late = mapping["late"] {
        log.error(file, line: late.line, "`late:` needs `due:`, the time the work is due")
      }
      return nil
    }
    guard let dueDate = date(due.value, line: due.line, key: "due", log: &log) else { return nil }
    guard let late = mapping["late"] else { return Deadline(due: dueDate) }
    if late.value.scalar?.string == "refuse" { return Deadline(due: dueDate, late: .refused) }
    guard let policy = late.value.mapping else {
      log.error(
        file, line: late.line,
        "`late:` is `refuse`, or `penalty:` (per started day, such as 10%) and an optional `until:`"
      )
      return nil
    }
    var perDay: Double?
    var until: Date?
    for (key, value) in policy {
      switch key.scalar?.string {
      case "penalty":
        perDay = Self.fraction(value.scalar?.string ?? "")
        if perDay == nil {
          log.error(
            file, line: mapping.line(of: value) ?? late.line,
            "`penalty:` is a part taken per started day late, such as 10% or 0.1 (0 to 100%)")
        }
      case "until":
        until = date(value, line: mapping.line(of: value) ?? late.line, key: "until", log: &log)
      default:
        log.error(
          file, line: mapping.line(of: key) ?? late.line,
          "`late:` takes `penalty:` and `until:`, not `\(key.scalar?.string ?? "?")`")
      }
    }
    guard let perDay else { return nil }
    return Deadline(due: dueDate, late: .penalty(perDay: perDay, until: until))
  }

  /// `10%` or `0.1` as 0.1; nil outside 0...1.
  static func fraction(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let value =
      trimmed.hasSuffix("%")
      ? Double(trimmed.dropLast()).map { $0 / 100 } : Double(trimmed)
    guard let value, (0...1).contains(value) else { return nil }
    return value
  }

  /// An ISO 8601 time with its time zone (`2026-12-01T23:59:00+08:00`, `…Z`): a deadline without
  /// one would mean the CI machine's zone, UTC.
  private func date(_ node: Yams.Node, line: Int, key: String, log: inout ProblemLog) -> Date? {
    let text = node.scalar?.string.trimmingCharacters(in: .whitespaces) ?? ""
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    log.error(
      file, line: line,
      "`\(key):` is a time with its time zone, such as 2026-12-01T23:59:00+08:00 (not '\(text)')")
    return nil
  }
}
