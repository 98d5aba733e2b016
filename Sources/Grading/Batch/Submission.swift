public import Foundation
public import TutorSupport

/// One file to grade: `DIR/<student>/<exercise-id>.swift`.
public struct Submission: Sendable, Hashable {
  /// The student's folder name.
  public var student: String
  /// The exercise id (the file name without `.swift`).
  public var exercise: String
  /// The file.
  public var file: URL
  /// Why the student's folder could not be listed (then `exercise` is empty and `file` is the
  /// folder): graded as one `error` for that student, never a stop for the whole class.
  public var unlisted: Message?
  /// False for an assigned exercise the student has no file for: graded `missing`.
  public var handedIn: Bool
  /// True for a roster's student with no folder in the class at all (then `file` is nowhere).
  public var noFolder = false

  /// Creates a submission.
  public init(
    student: String, exercise: String, file: URL, unlisted: Message? = nil, handedIn: Bool = true
  ) {
    self.student = student
    self.exercise = exercise
    self.file = file
    self.unlisted = unlisted
    self.handedIn = handedIn
  }
}

/// The K-th of N slices of a submission list (`--shard K/N`, 1-based), by
/// position in the sorted list so shards never overlap and cover everything.
public struct Shard: Sendable, Hashable {
  /// 1-based index.
  public var index: Int
  /// Number of shards.
  public var count: Int

  /// Parses `K/N`; nil unless 1 ≤ K ≤ N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, index >= 1, index <= count
    else { return nil }
    self.index = index
    self.count = count
  }

  /// The submissions of this shard.
  public func select(_ submissions: [Submission]) -> [Submission] {
    submissions.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
