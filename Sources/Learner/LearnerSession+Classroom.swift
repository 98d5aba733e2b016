import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// What a classroom's teacher sees of a student, recorded here like every other change of
/// progress: the name they gave, their last Check of each exercise, the solutions they opened
/// before passing. Nothing here is shown to the student's classmates.
extension LearnerSession {
  /// The longest display name kept, in characters.
  public static let longestName = 60

  /// `text` as a display name: trimmed, control characters and line breaks gone, at most
  /// ``longestName`` characters; nil when nothing is left.
  public static func displayName(_ text: String) -> String? {
    let kept = text.unicodeScalars.filter {
      !CharacterSet.controlCharacters.contains($0) && !CharacterSet.newlines.contains($0)
        && $0.properties.generalCategory != .format
    }
    let name = String(String.UnicodeScalarView(kept))
      .trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return nil }
    return String(name.prefix(longestName))
  }

  /// Keeps `text` (made a ``displayName(_:)``) as the student's name and saves; returns the
  /// name kept (nil when `text` had nothing to keep, and then nothing changes) and the problem
  /// to show when the progress could not be saved.
  public func name(_ text: String) -> (name: String?, problem: Message?) {
    guard let name = Self.displayName(text) else { return (nil, nil) }
    adoptSavedElsewhere()
    return (name, update { $0.displayName = name })
  }

  /// Records `result` as the last Check of `exercise`, at `date`, in the learner's language
  /// (the one it was graded in), and saves.
  @discardableResult
  public func recordCheck(_ result: GradeResult, of exercise: Exercise, at date: Date = Date())
    -> Message?
  {
    adoptSavedElsewhere()
    let record = CheckRecord(result, at: date, language: language)  // before update's write
    return update { $0.lastChecks[exercise.id] = record }
  }

  /// Records that the solution of `exercise` was opened, when it is not passed yet, and saves;
  /// after a pass, or when it was recorded already, nothing changes.
  @discardableResult
  public func recordSolutionSeen(_ exercise: Exercise) -> Message? {
    adoptSavedElsewhere()
    guard !progress.passed.contains(exercise.id), !progress.solutionsSeen.contains(exercise.id)
    else { return nil }
    return update { $0.solutionsSeen.insert(exercise.id) }
  }
}
