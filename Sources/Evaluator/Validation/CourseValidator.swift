import Dispatch
import Foundation
import LessonKit
import Synchronization

/// The teacher's lint (SPEC §5.4) beyond what loading finds: every solution passes, every
/// starter compiles but does not pass, every code block of a lesson does what it claims
/// (compiles, prints, warns, fails or crashes; see ``BlockClaims``). Exercises and blocks are
/// checked in parallel.
public struct CourseValidator: Sendable {
  /// The grader used for solutions and starters.
  public let grader: Grader
  /// Parallel workers.
  public let jobs: Int

  /// A validator.
  public init(grader: Grader, jobs: Int) {
    self.grader = grader
    self.jobs = max(1, jobs)
  }

  /// Every problem of `course`: the loader's, then the graded ones, in course order.
  public func problems(in course: Course) -> [LessonProblem] {
    var tasks: [@Sendable () -> [LessonProblem]] = []
    for exercise in course.exercises {
      tasks.append { self.problems(of: exercise) }
    }
    let claims = ClaimChecker(grader: grader)
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

  private func problems(of exercise: Exercise) -> [LessonProblem] {
    var problems: [LessonProblem] = []
    let files = exercise.files
    do {
      let spec = try ExerciseSpec(exercise)
      problems += try ProbeCoverage(grader: grader).problems(of: spec, checks: files.checks)
      let solution = try grade(files.solution, spec)
      if solution.status != .pass {
        problems.append(
          LessonProblem(
            .error, file: files.solution,
            "the solution of '\(exercise.id)' does not pass: \(Self.summary(solution))"))
      }
      let starter = try grade(files.starter, spec)
      if starter.status == .pass {
        problems.append(
          LessonProblem(
            .error, file: files.starter,
            "the starter of '\(exercise.id)' already passes: make it compile but fail"))
      } else if starter.status == .error, starter.tests.isEmpty {
        problems.append(
          LessonProblem(
            .error, file: files.starter,
            "the starter of '\(exercise.id)' must compile and run: \(Self.summary(starter))"))
      } else {
        // Translations are compared with a starter that is right itself.
        let translations = StarterTranslations { try self.grade($0, spec) }
        problems += translations.problems(of: exercise, english: starter)
      }
    } catch {
      problems.append(
        LessonProblem(.error, file: files.solution, "'\(exercise.id)' cannot be graded: \(error)"))
    }
    return problems
  }

  private func grade(_ file: URL, _ spec: ExerciseSpec) throws -> GradeResult {
    let source = try String(contentsOf: file, encoding: .utf8)
    return try grader.grade(source: source, fileName: file.lastPathComponent, exercise: spec)
  }

  static func summary(_ result: GradeResult) -> String {
    if let failing = result.tests.first(where: { $0.status != .pass }) {
      return "\(failing.name): \(failing.message ?? failing.status.rawValue)".clipped(to: 400, .en)
    }
    return (result.message ?? result.status.rawValue).clipped(to: 400, .en)
  }
}
