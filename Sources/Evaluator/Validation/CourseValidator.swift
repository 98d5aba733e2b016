import Foundation
import LessonKit
import TutorSupport

/// The teacher's lint (Lessons/README.md, "What validate reports") beyond what loading finds:
/// every exercise's reference, solution, starter and wrong answers (``ExerciseValidation``),
/// and every code block of a lesson against what it claims (``ClaimChecker``), checked in
/// parallel.
public struct CourseValidator: Sendable {
  /// The grader used for solutions and starters.
  public let grader: Grader
  /// Parallel workers.
  public let jobs: Int
  /// The seeds each wrong answer is tried with (0: wrong answers are not tried).
  public let sweepRounds: Int

  /// A validator trying wrong answers with `sweepRounds` seeds.
  public init(grader: Grader, jobs: Int, sweepRounds: Int = 100) {
    self.grader = grader
    self.jobs = max(1, jobs)
    self.sweepRounds = max(0, sweepRounds)
  }

  /// Every problem of `course`: the loader's, then each exercise's and each code block's, in
  /// course order.
  ///
  /// The work runs on ``jobs`` workers, the exercises first (they take longest), each
  /// exercise's own steps sharing the workers when there are fewer exercises than workers.
  public func problems(in course: Course) -> [LessonProblem] {
    let exercises = course.exercises
    let inner = max(1, jobs / max(1, exercises.count))
    let validation = ExerciseValidation(grader: grader, sweepRounds: sweepRounds, jobs: inner)
    var work: [@Sendable () -> [LessonProblem]] = exercises.map { exercise in
      { validation.run(exercise).problems }
    }
    let claims = ClaimChecker(grader: grader)
    work += ClaimUnit.units(of: course).map { unit, places in
      { claims.problems(unit, at: places) }
    }
    return course.problems + ParallelWork.map(work, jobs: jobs).flatMap { $0 }
  }
}
