import TutorSupport

/// A file in the folder `grade` was given that it did not grade, and why: every such file is
/// in every report, so nothing a student handed in disappears without a word.
public struct IgnoredFile: Codable, Sendable, Hashable {
  /// Why a file was not graded.
  public enum Reason: String, Codable, Sendable, CaseIterable {
    /// Not `<exercise-id>.swift` (`README.txt`, `team-score.swift.txt`).
    case notSwift = "not-swift"
    /// `<name>.swift` where `name` is not an exercise of the course.
    case unknownExercise = "unknown-exercise"
    /// An exercise of the course that the assignment does not name.
    case notAssigned = "not-assigned"
    /// A folder, link or device where a file belongs.
    case notRegular = "not-regular"
    /// A file beside the student folders, in no student's folder.
    case noStudent = "no-student"
    /// A name that starts with a dot, inside a student's folder.
    case hidden

    /// What the reason says, for `file` (its name).
    public func message(file: String) -> Message {
      switch self {
      case .notSwift: Message("judge.ignored.not-swift", ["file": file])
      case .unknownExercise: Message("judge.ignored.unknown-exercise", ["file": file])
      case .notAssigned: Message("judge.ignored.not-assigned", ["file": file])
      case .notRegular: Message("judge.ignored.not-regular", ["file": file])
      case .noStudent: Message("judge.ignored.no-student", ["file": file])
      case .hidden: Message("judge.ignored.hidden", ["file": file])
      }
    }
  }

  /// The path under the graded folder: `ann/README.txt`.
  public var path: String
  /// Why it was not graded.
  public var reason: Reason

  /// A record of `path`, not graded for `reason`.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// The reason in `language`, naming the file (shown on one line: a name is a student's).
  public func text(_ language: Language) -> String {
    reason.message(file: VisibleText.line(path)).text(language)
  }
}
