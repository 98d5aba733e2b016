public import Foundation
public import LessonKit
public import TutorSupport

/// Starting again: one exercise (`:reset ID`, `swift-tutor reset ID`, the page's Reset), or
/// the whole course (`swift-tutor reset --yes`).
extension LearnerSession {
  /// Puts the starter of `exercise` back in the workspace (the learner's file kept as
  /// `<exercise>.swift.bak`) and forgets its pass and hints; with `reopening`, it becomes the
  /// open exercise (`:reset` in the REPL). Throws when the file cannot be restored, and then
  /// changes no progress; returns the backup, if there was a file to keep, and the problem to
  /// show when the progress could not be saved.
  public func startOver(_ exercise: Exercise, in lesson: Lesson, reopening: Bool = false) throws
    -> (backup: URL?, problem: Message?)
  {
    let backup = try workspace.reset(exercise, in: lesson, language: language)
    let problem = update {
      $0.reset(exercise: exercise.id)
      if reopening {
        $0.currentExercise = exercise.id  // its fresh starter is open
        $0.currentLesson = lesson.id
      }
    }
    return (backup, problem)
  }

  /// Forgets every pass, hint and the current lesson; the `:lang` choice, a classroom student's
  /// name and what their teacher sees of them (last Checks, solutions opened), and the
  /// learner's files stay.
  @discardableResult
  public func forgetAll() -> Message? {
    update { progress in
      let kept = progress
      progress = LearnerProgress()
      progress.language = kept.language
      progress.displayName = kept.displayName
      progress.lastChecks = kept.lastChecks
      progress.solutionsSeen = kept.solutionsSeen
    }
  }
}
