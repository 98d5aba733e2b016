import Foundation
import Grading
import Learner

/// The class as the teacher's view shows it (`/api/teacher/class`, polled by `/teacher`): each
/// student's name (as they gave it; the page escapes it), their state in each exercise, hints
/// used, solutions opened before a pass, and when they last did something.
struct ClassStanding: Codable, Sendable {
  /// An exercise of the course, a column of the table.
  struct Column: Codable, Sendable {
    /// Its id.
    var id: String
    /// Its title in the teacher's language.
    var title: String
  }

  /// A student's state in one exercise.
  struct Cell: Codable, Sendable {
    /// `passed`, `failing` (the last Check failed), `error` (it did not compile or run),
    /// `opened` (a file, no Check yet); an exercise never opened has no cell.
    var state: String
    /// Checks passed in the last Check.
    var passed: Int?
    /// Checks in the last Check.
    var count: Int?
    /// Checks run in all (nil: none, or from before they were counted).
    var checks: Int?
    /// Hints seen of this exercise (nil: none).
    var hints: Int?
    /// Whole minutes from opening the exercise to its first pass (nil: not passed, or opened
    /// before it was kept).
    var minutesToPass: Int?
  }

  /// A row of the table.
  struct Row: Codable, Sendable {
    /// The student's id (the teacher's link to their work).
    var id: String
    /// The name or number they gave (nil: not yet).
    var name: String?
    /// Hints seen, in all exercises.
    var hints: Int
    /// When they last did something, in seconds since 1970 (nil: nothing yet).
    var lastActivity: Double?
    /// Exercises whose solution they opened before passing.
    var solutionsSeen: [String]
    /// Their state by exercise id.
    var cells: [String: Cell]
  }

  /// The exercises, in the course's order.
  var exercises: [Column]
  /// The students, by name (then id).
  var students: [Row]

  /// The cell of an exercise with `progress` and the file `opened` or not: its state, then
  /// what it took (Checks, hints, time to the first pass).
  static func cell(_ id: String, progress: LearnerProgress, opened: Bool) -> Cell? {
    let last = progress.lastChecks[id]
    var cell: Cell
    if progress.passed.contains(id) {
      cell = Cell(state: "passed", passed: last?.passedCount, count: last?.checks.count)
    } else if let last {
      let state = last.status == .fail ? "failing" : last.status == .pass ? "passed" : "error"
      cell = Cell(state: state, passed: last.passedCount, count: last.checks.count)
    } else if opened {
      cell = Cell(state: "opened")
    } else {
      return nil
    }
    let activity = progress.activity[id]
    cell.checks = activity.flatMap { $0.checks > 0 ? $0.checks : nil }
    cell.hints = progress.hintsUsed[id].flatMap { $0 > 0 ? $0 : nil }
    cell.minutesToPass = activity?.secondsToFirstPass.map { Int($0 / 60) }
    return cell
  }
}
