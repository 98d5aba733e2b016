import Dispatch
import Foundation
import LessonKit
import Synchronization
import TutorSupport

/// The teacher's lint (Lessons/README.md, "What validate reports") beyond what loading finds:
/// every solution passes, every starter compiles but does not pass, every code block of a
/// lesson does what it claims (compiles, prints, warns, fails or crashes; see ``BlockClaims``),
/// no known wrong answer passes on any of ``sweepRounds`` seeds (``WrongAnswerSweep``).
/// Exercises and blocks are checked in parallel.
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

  /// Every problem of `course`: the loader's, then the graded ones, in course order; the
  /// graded ones in `language`.
  public func problems(in course: Course, language: Language) -> [LessonProblem] {
    var tasks: [@Sendable () -> [LessonProblem]] = []
    for exercise in course.exercises {
      tasks.append { self.problems(of: exercise, language: language) }
    }
    let claims = ClaimChecker(grader: grader, language: language)
    for (unit, places) in ClaimUnit.units(of: course) {
      tasks.append { claims.problems(unit, at: places) }
    }
    let work = tasks
    let found = Mutex([[LessonProblem]](repeating: [], count: work.count))
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, work.count))) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < work.count else { return }
        let problems = work[index]()
        found.withLock { $0[index] = problems }
      }
    }
    return course.problems + found.withLock { $0.flatMap { $0 } }
  }

  private func problems(of exercise: Exercise, language: Language) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    let files = exercise.files
    do {
      let spec = try ExerciseSpec(exercise)
      problems += try ProbeCoverage(grader: grader, language: language).problems(
        of: spec, checks: files.checks)
      let solution = try grade(files.solution, spec, language)
      if solution.status != .pass {
        problems.append(
          LessonProblem(
            .error, file: files.solution,
            Catalog.text(
              "judge.validate.solution-fails", language,
              ["exercise": exercise.id, "summary": Self.summary(solution, language)])))
      }
      let starter = try grade(files.starter, spec, language)
      if starter.status == .pass {
        problems.append(
          LessonProblem(
            .error, file: files.starter,
            Catalog.text("judge.validate.starter-passes", language, ["exercise": exercise.id])))
      } else if starter.status == .error, starter.tests.isEmpty {
        problems.append(
          LessonProblem(
            .error, file: files.starter,
            Catalog.text(
              "judge.validate.starter-broken", language,
              ["exercise": exercise.id, "summary": Self.summary(starter, language)])))
      } else {
        // Translations are compared with a starter that is right itself.
        let translations = StarterTranslations(
          grade: { try self.grade($0, spec, language) }, language: language)
        problems += translations.problems(of: exercise, english: starter)
      }
      if sweepRounds > 0 {
        problems += try WrongAnswerSweep(grader: grader, rounds: sweepRounds, language: language)
          .problems(of: exercise, spec: spec)
      }
    } catch {
      problems.append(
        LessonProblem(
          .error, file: files.solution,
          Catalog.text(
            "judge.validate.cannot-grade", language,
            ["exercise": exercise.id, "error": EvaluatorError.text(of: error, language)])
        ))
    }
    return problems
  }

  private func grade(_ file: URL, _ spec: ExerciseSpec, _ language: Language) throws
    -> GradeResult
  {
    let source = try String(contentsOf: file, encoding: .utf8)
    return try grader.grade(
      source: source, fileName: file.lastPathComponent, exercise: spec, language: language)
  }

  static func summary(_ result: GradeResult, _ language: Language) -> String {
    if let failing = result.tests.first(where: { $0.status != .pass }) {
      return "\(failing.name): \(failing.message ?? failing.status.rawValue)"
        .clipped(to: 400, language)
    }
    return (result.message ?? result.status.rawValue).clipped(to: 400, language)
  }
}
