import Dispatch
import Foundation
public import LessonKit
import SwiftToolchain
import Synchronization
public import TutorSupport

/// Grades many submissions with `jobs` workers, the result cache first.
public struct BatchGrader: Sendable {
  /// The grader for one submission.
  public var grader: Grader
  /// The course whose exercises are graded.
  public var course: Course
  /// Parallel workers.
  public var jobs: Int
  /// The verdict cache, or nil to grade everything afresh.
  public var cache: ResultCache?

  /// Creates a batch grader.
  public init(grader: Grader, course: Course, jobs: Int, cache: ResultCache?) {
    self.grader = grader
    self.course = course
    self.jobs = max(1, jobs)
    self.cache = cache
  }

  /// Grades every submission, in input order, the reports in `language`, calling `progress`
  /// after each (with the number done). Unknown exercise ids are `error` results, an assigned
  /// exercise not handed in is `missing`; a verdict from the cache took no time in this run.
  public func grade(
    _ submissions: [Submission], language: Language,
    progress: @escaping @Sendable (Int) -> Void = { _ in }
  ) -> [GradeResult] {
    let results = Mutex([GradeResult?](repeating: nil, count: submissions.count))
    let next = Atomic(0)
    let done = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, submissions.count))) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < submissions.count else { return }
        let result = gradeOne(submissions[index], language: language)
        results.withLock { $0[index] = result }
        progress(done.add(1, ordering: .relaxed).newValue)
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// Grades one submission, the report in `language`; a tool failure becomes an `error` result
  /// that says so.
  public func gradeOne(_ submission: Submission, language: Language) -> GradeResult {
    var result: GradeResult
    do {
      result = try gradeOrThrow(submission, language: language)
    } catch {
      result = GradeResult(
        exercise: submission.exercise, status: .error,
        message: Message.internalProblem(EvaluatorError.text(of: error, language)).text(language))
      result.toolFailure = true
    }
    result.student = submission.student
    return result
  }

  private func gradeOrThrow(_ submission: Submission, language: Language) throws -> GradeResult {
    let student = submission.student
    guard submission.handedIn else {
      let file = submission.exercise + ".swift"
      return GradeResult(
        exercise: submission.exercise, status: .missing,
        message: submission.noFolder
          ? Catalog.text("judge.batch.no-folder", language, ["student": student, "file": file])
          : Catalog.text("judge.batch.missing", language, ["file": submission.shownFile]))
    }
    if let why = submission.unlisted {
      return GradeResult(
        exercise: submission.exercise, status: .error,
        message: Catalog.text(
          "judge.batch.cannot-list", language, ["student": student, "reason": why.text(language)]))
    }
    guard let (exercise, _) = course.exercise(id: submission.exercise) else {
      return GradeResult(
        exercise: submission.exercise, status: .error,
        message: Catalog.text(
          "judge.batch.unknown-exercise", language, ["exercise": submission.exercise]))
    }
    let source: String
    switch SubmissionFile.read(submission.file) {
    case .success(let text): source = text
    case .failure(let problem):
      let named: KeyValuePairs<String, any CustomStringConvertible> = [
        "student": student, "file": submission.file.lastPathComponent,
        "reason": problem.why.text(language),
      ]
      return GradeResult(
        exercise: submission.exercise, status: .error,
        message: problem.irregular
          ? Catalog.text("judge.batch.cannot-grade", language, named)
          : Catalog.text("judge.batch.cannot-read", language, named))
    }
    if UntouchedStarter.matches(source, of: exercise) {
      var result = GradeResult(
        exercise: submission.exercise, status: .missing,
        message: Catalog.text("judge.batch.untouched", language, ["file": submission.shownFile]))
      result.untouchedStarter = true
      return result
    }
    let spec = try ExerciseSpec(exercise)
    let fileName = submission.file.lastPathComponent
    let key = ResultCache.key(
      source: source, fileName: fileName, exercise: spec, grader: grader, language: language)
    if var cached = cache?.lookup(key) {
      cached.durationMs = 0  // this run's time, not the time it took when it was stored
      return cached
    }
    let result = try grader.grade(
      source: source, fileName: fileName, exercise: spec, language: language)
    cache?.store(result, key: key)
    return result
  }
}
