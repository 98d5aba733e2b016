import LessonKit
import TutorSupport

/// Taking a hint: `:hint` in the REPL, `swift-tutor hint` and the page's Hint button all count
/// it here. Hints are taken one at a time, in order; once all were taken, none is counted and
/// the views show them all again.
extension LearnerSession {
  /// Counts one more hint of `exercise` (in the learner's language) and saves; returns the
  /// 0-based index of the hint to show (nil once every hint was taken) and the problem to show
  /// when the progress could not be saved.
  public func takeHint(_ exercise: Exercise) -> (index: Int?, problem: Message?) {
    let language = language
    var index: Int?
    let problem = update { index = $0.takeHint(of: exercise, language: language) }
    return (index, index == nil ? nil : problem)
  }
}

extension LearnerProgress {
  /// Counts one more hint of `exercise`, as its task in `language` has them; returns the
  /// 0-based index of the hint to show, or nil when every hint was taken already.
  public mutating func takeHint(of exercise: Exercise, language: Language) -> Int? {
    takeHint(exercise.id, available: exercise.task(language).hints.count)
  }

  /// Records that one more hint of `exercise` was shown, up to `available`; returns the
  /// 0-based index of the hint to show, or `nil` when every hint was shown already.
  public mutating func takeHint(_ exercise: String, available: Int) -> Int? {
    let used = hintsUsed[exercise] ?? 0
    guard used < available else { return nil }
    hintsUsed[exercise] = used + 1
    return used
  }
}
