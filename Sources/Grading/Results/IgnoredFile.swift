public import TutorSupport

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
    /// A student folder whose name is another's in a different Unicode form: neither is graded
    /// (``StudentName``).
    case sameName = "same-name"
    /// A second folder of one roster student (``Roster``): the first is graded.
    case sameStudent = "same-student"

    /// What the reason says, for `file` (its name), the same as `other` for ``sameName``.
    public func message(file: String, other: String = "") -> Message {
      switch self {
      case .sameName: Message("judge.ignored.same-name", ["file": file, "other": other])
      case .sameStudent: Message("judge.ignored.same-student", ["file": file, "other": other])
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
  /// For ``Reason/sameName``: the other folders of the same name, spelled out.
  public var other: String?

  /// A record of `path`, not graded for `reason` (the same name as `other`).
  public init(path: String, reason: Reason, other: String? = nil) {
    self.path = path
    self.reason = reason
    self.other = other
  }

  /// The reason in `language`, naming the file (shown on one line: a name is a student's).
  public func text(_ language: Language) -> String {
    reason.message(file: VisibleText.line(path), other: VisibleText.line(other ?? "")).text(
      language)
  }
}
