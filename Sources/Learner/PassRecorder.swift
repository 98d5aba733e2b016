import Foundation
import LessonKit
import TutorSupport

/// Whether a pass made outside the REPL (`swift-tutor check`, `swift-tutor watch`) counts in
/// the learner's progress (``LearnerSession/recordPass(_:movingOnIn:)`` records it), and the
/// line that says so.
///
/// Nothing is recorded on a build machine (`CI` set) or when the learner says `--no-record`;
/// `swift-tutor grade` never records (it grades other people's files).
public enum PassRecorder {
  /// Whether passes are recorded: not with `--no-record`, not when `CI` is set to anything but
  /// `""`, `0` or `false`.
  public static func isEnabled(noRecord: Bool, environment: [String: String]) -> Bool {
    guard !noRecord else { return false }
    let ci = (environment["CI"] ?? "").lowercased()
    return ci.isEmpty || ci == "0" || ci == "false"
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
