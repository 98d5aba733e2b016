public import Foundation
public import Grading
public import LessonKit
public import TutorSupport

/// Check, then record: the one use case behind every face's Check — `:check` in the REPL,
/// `swift-tutor check`, `swift-tutor watch` and the page's Check. A Check is two turns, and a
/// face only renders what each gives back:
///
/// - ``grade(_:file:with:)`` grades the learner's own file (`:check`, `watch`); `check` grades
///   the file it was given and the page the text it sent, each in its own way (a compile
///   started early, a run queue), and then all four record the same way;
/// - ``record(_:of:then:)`` decides, once, what the learner's progress keeps:
///
/// 1. nothing at all when Checks do not count here (``Counting``'s one rule: a build machine,
///    `--no-record`, a seed of one's own);
/// 2. in a classroom, the Check itself, for the teacher (``Counting/forTeacher``);
/// 3. the hints its failing checks name, for the next hint;
/// 4. a pass, and where the learner goes next (``AfterPass``).
extension LearnerSession {
  /// What grading the learner's file found.
  public enum Graded {
    /// The file could not be read (it was deleted, or is not UTF-8).
    case unreadable(URL)
    /// The grader's verdict.
    case graded(GradeResult)
  }

  /// A Check's first turn: grades `file` against `exercise` with `grader`, in the learner's
  /// language; throws only when the toolchain or the tool fails.
  public func grade(_ exercise: Exercise, file: URL, with grader: Grader) throws -> Graded {
    guard let source = try? String(contentsOf: file, encoding: .utf8) else {
      return .unreadable(file)
    }
    return .graded(
      try grader.grade(
        source: source, fileName: file.lastPathComponent, exercise: try ExerciseSpec(exercise),
        language: language))
  }

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

  /// A Check's second turn: records `result`, a Check of `exercise`, and moves the learner as
  /// `then` says after a pass.
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
