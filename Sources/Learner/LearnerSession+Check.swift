import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// Check, then record: what every face does with a graded Check — `:check` in the REPL,
/// `swift-tutor check`, `swift-tutor watch` and the page's Check. The face grades and renders
/// what it got; this decides, once, what the learner's progress keeps:
///
/// 1. nothing at all when passes do not count here (``recordsPasses``: `--no-record`, a seed
///    of one's own, a build machine — ``passesCount(noRecord:environment:)`` decides it for
///    the commands);
/// 2. in a classroom, the Check itself, for the teacher (``recordsChecks``);
/// 3. the hints its failing checks name, for the next hint;
/// 4. a pass, and where the learner goes next (``AfterPass``).
extension LearnerSession {
  /// What recording a Check did.
  public struct CheckOutcome {
    /// Whether the Check passed.
    public var passed: Bool
    /// Whether the progress keeps it (false: passes do not count here).
    public var recorded: Bool
    /// After a pass that moves on, the exercise moved on to.
    public var next: (exercise: Exercise, lesson: Lesson)?
    /// What to tell the learner when the progress could not be saved.
    public var problem: Message?
  }

  /// Records `result`, a Check of `exercise`, and moves the learner as `then` says after a
  /// pass.
  public func record(_ result: GradeResult, of exercise: Exercise, then: AfterPass = .stay)
    -> CheckOutcome
  {
    let passed = result.status == .pass
    var outcome = CheckOutcome(passed: passed, recorded: recordsPasses)
    guard recordsPasses else {
      // Nothing kept; a face that follows the course still goes on, for this session only.
      if passed, case .moveOn(let course) = then {
        var after = progress
        after.passed.insert(exercise.id)
        outcome.next = after.nextExercise(in: course)
      }
      return outcome
    }
    if recordsChecks { outcome.problem = recordCheck(result, of: exercise) }
    if let problem = noteCheck(result, of: exercise) {
      outcome.problem = outcome.problem ?? problem
    }
    if passed {
      let (next, problem) = recordPass(exercise, then: then)
      outcome.next = next
      outcome.problem = outcome.problem ?? problem
    } else {
      adoptSavedElsewhere()
    }
    return outcome
  }
}
