import Foundation
import LessonKit
import TutorSupport

/// Records a pass made outside the REPL (`swift-tutor check`, `swift-tutor watch`) in the
/// learner's progress file, so that it counts like a pass from `:check`.
///
/// Nothing is recorded on a build machine (`CI` set) or when the learner says `--no-record`;
/// `swift-tutor grade` never records (it grades other people's files).
public struct PassRecorder: Sendable {
  /// The progress file.
  public let store: ProgressStore

  /// A recorder writing to `store`.
  public init(store: ProgressStore) { self.store = store }

  /// Whether passes are recorded: not with `--no-record`, not when `CI` is set to anything but
  /// `""`, `0` or `false`.
  public static func isEnabled(noRecord: Bool, environment: [String: String]) -> Bool {
    guard !noRecord else { return false }
    let ci = (environment["CI"] ?? "").lowercased()
    return ci.isEmpty || ci == "0" || ci == "false"
  }

  /// What recording did.
  public struct Recorded: Sendable {
    /// The progress as saved.
    public var progress: LearnerProgress
    /// Set when the old progress file could not be read and was moved aside.
    public var notice: String?
  }

  /// Adds `exercise` to the passed exercises and saves; throws when the file cannot be written.
  public func record(_ exercise: Exercise) throws -> Recorded {
    let loaded = store.load()
    var progress = loaded.progress
    progress.passed.insert(exercise.id)
    try store.save(progress)
    return Recorded(progress: progress, notice: loaded.notice)
  }

  /// The line shown after a recorded pass: how many of the course's exercises are passed.
  public static func note(_ progress: LearnerProgress, course: Course, language: Language)
    -> String
  {
    note(progress, exerciseIDs: Set(course.exercises.map(\.id)), language: language)
  }

  /// The same line, for a course known by its exercise ids.
  public static func note(
    _ progress: LearnerProgress, exerciseIDs: Set<String>, language: Language
  ) -> String {
    let total = exerciseIDs.count
    let passed = exerciseIDs.intersection(progress.passed).count
    return Catalog.text("repl.pass-counted", language, ["passed": passed, "total": total])
  }
}
