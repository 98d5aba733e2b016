import Foundation
public import Grading
import LessonKit

/// The marks of a class: what each student earned for each exercise and in all, the one
/// computation behind every marks format (CSV, Canvas, Moodle, the class page).
///
/// An exercise is worth its points (1 unless the assignment says) and earns them in proportion
/// to the checks passed — a pass earns them all, a submission that could not be checked none —
/// times what its hand-in keeps by the late policy (``HandIn/share``). A broken static rule
/// (`forbid:`, `require:`, …) counts as one failed check among them, or, when the assignment
/// sets `rule-cost:`, takes that part of the points off what the checks earned (never below
/// 0). An assigned exercise not handed in earns 0 and is marked missing.
public struct Marks: Sendable {
  /// One exercise of one student.
  public enum Cell: Sendable, Equatable {
    /// Graded: what it earned.
    case earned(Double)
    /// Assigned and not handed in.
    case missing
    /// Not graded (no assignment said it was due).
    case none
  }

  /// One student's marks.
  public struct Row: Sendable {
    /// The student's key in the report (a roster id, else their folder's name).
    public var student: String
    /// Their roster line, when there is a roster and they are on it.
    public var rostered: Roster.Student?
    /// Each exercise's cell, by id.
    public var cells: [String: Cell]
    /// Everything earned.
    public var total: Double
    /// The exercises handed in late (`late_seconds`), by id.
    public var late: [String: Int]
  }

  /// The exercises, in the assignment's order (else every one graded, sorted).
  public var exercises: [String]
  /// What every exercise is worth together.
  public var outOf: Double
  /// One row per student: the roster's, in its order, then those on no roster line.
  public var rows: [Row]

  /// The marks of `report`, its students named by `roster` when given.
  public init(_ report: BatchReport, roster: Roster? = nil) {
    let exercises =
      report.assignment?.ids
      ?? Array(Set(report.results.map(\.exercise).filter { !$0.isEmpty })).sorted()
    self.exercises = exercises
    outOf = report.assignment?.totalPoints ?? Double(exercises.count)
    var byStudent: [String: [String: GradeResult]] = [:]
    for result in report.results {
      byStudent[result.student ?? "", default: [:]][result.exercise] = result
    }
    let listed = roster?.students.map(\.id) ?? []
    let others = byStudent.keys.filter { !listed.contains($0) }.sorted()
    rows = (listed + others).map { student in
      Self.row(
        student, results: byStudent[student] ?? [:], exercises: exercises,
        assignment: report.assignment, rostered: roster?.students.first { $0.id == student })
    }
  }

  private static func row(
    _ student: String, results: [String: GradeResult], exercises: [String],
    assignment: Assignment?, rostered: Roster.Student?
  ) -> Row {
    var cells: [String: Cell] = [:]
    var late: [String: Int] = [:]
    var total = 0.0
    for exercise in exercises {
      let points = assignment?.points(of: exercise) ?? 1
      guard let result = results[exercise] else {
        cells[exercise] = assignment == nil ? Cell.none : .missing
        continue
      }
      guard result.status != .missing else {
        cells[exercise] = .missing
        continue
      }
      let value =
        Self.earned(result, worth: points, ruleCost: assignment?.ruleCost)
        * (result.handedIn?.share ?? 1)
      cells[exercise] = .earned(value)
      total += value
      if let seconds = result.handedIn?.lateSeconds { late[exercise] = seconds }
    }
    return Row(student: student, rostered: rostered, cells: cells, total: total, late: late)
  }

  /// The part of `points` that `result` earns by its checks, each broken rule costing
  /// `ruleCost` of the points when given, else counting as one failed check.
  static func earned(_ result: GradeResult, worth points: Double, ruleCost: Double? = nil)
    -> Double
  {
    if result.status == .pass { return points }
    guard let ruleCost else { return points * passedShare(of: result.tests) }
    let checks = result.tests.filter { $0.rule != true }
    let broken = result.tests.filter { $0.rule == true && $0.status != .pass }.count
    return max(0, points * (passedShare(of: checks) - ruleCost * Double(broken)))
  }

  /// The part of `tests` that passed (none of none).
  private static func passedShare(of tests: [TestResult]) -> Double {
    guard !tests.isEmpty else { return 0 }
    return Double(tests.filter { $0.status == .pass }.count) / Double(tests.count)
  }

  /// `value` with at most two decimals and no trailing zeros, a point as the separator.
  public static func number(_ value: Double) -> String {
    var text = String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
