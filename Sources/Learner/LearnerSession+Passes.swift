public import LessonKit
public import TutorSupport

/// Recording a pass, for ``LearnerSession/record(_:of:then:)`` — the one flow every face's
/// Check goes through: `:check` in the REPL, `swift-tutor check`, `swift-tutor watch` and the
/// page's Check.
///
/// Whether a pass is recorded at all is ``Counting``'s one rule (not on a build machine, not
/// with `--no-record`; a classroom's student's always).
extension LearnerSession {
  /// Where the learner is after a pass.
  public enum AfterPass: Sendable {
    /// Where they were: the exercise they are on stays (`swift-tutor check`, a `watch` on a
    /// named exercise).
    case stay
    /// On the exercise passed, which is the open one (`:check`: `:solution` now means it).
    case keepOpen
    /// On the course's next exercise not passed, which becomes the open one (`watch` following
    /// the course, the page).
    case moveOn(Course)
  }

  /// Records that `exercise` passed: builds on the file as it is now (another program may have
  /// saved since), adds the pass and moves the learner as `then` says; returns the exercise
  /// moved on to, if any. Saved unless ``recordsPasses`` is false.
  @discardableResult
  public func recordPass(_ exercise: Exercise, then: AfterPass = .stay)
    -> (next: (exercise: Exercise, lesson: Lesson)?, problem: Message?)
  {
    adoptSavedElsewhere()
    progress.passed.insert(exercise.id)
    progress.checkHints[exercise.id] = nil  // nothing fails now
    var next: (exercise: Exercise, lesson: Lesson)?
    switch then {
    case .stay:
      break
    case .keepOpen:
      progress.currentExercise = exercise.id
    case .moveOn(let course):
      next = progress.nextExercise(in: course)
      if let next {
        progress.currentLesson = next.lesson.id
        progress.currentExercise = next.exercise.id
      }
    }
    return (next, recordsPasses ? save() : nil)
  }

  /// What `check` says after a recorded pass: how many of the course's exercises (`ids`) are
  /// passed.
  public func passedNote(among ids: Set<String>) -> Message {
    Message(
      "repl.pass-counted", ["passed": ids.intersection(progress.passed).count, "total": ids.count])
  }
}
