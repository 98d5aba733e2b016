import Foundation
public import Grading
public import LessonKit
public import TutorSupport

/// The teacher's lint (Lessons/README.md, "What validate reports") beyond what loading finds:
/// every exercise's reference, solution, starter and wrong answers (``ExerciseValidation``),
/// and every code block of a lesson against what it claims (``ClaimChecker``), checked in
/// parallel. What is learnt is kept in a ``ValidationCache`` when there is one, so that a run
/// over an unchanged course checks nothing again.
public struct CourseValidator: Sendable {
  /// The grader used for solutions and starters.
  public let grader: Grader
  /// Parallel workers.
  public let jobs: Int
  /// The seeds each wrong answer is tried with (0: wrong answers are not tried).
  public let sweepRounds: Int
  /// Where what was learnt is kept between runs (nil: nothing is kept).
  public let cache: ValidationCache?
  /// True: check everything again, whatever the cache holds, and keep what is learnt.
  public var refresh = false

  /// A validator trying wrong answers with `sweepRounds` seeds, keeping what it learns in
  /// `cache`.
  public init(grader: Grader, jobs: Int, sweepRounds: Int = 100, cache: ValidationCache? = nil) {
    self.grader = grader
    self.jobs = max(1, jobs)
    self.sweepRounds = max(0, sweepRounds)
    self.cache = cache
  }

  /// Every problem of `course`: the loader's, then the checked ones (in `language`), in course
  /// order.
  public func problems(in course: Course, language: Language) -> [LessonProblem] {
    report(on: course, language: language).problems
  }

  /// What `validate` finds in `course`, or in its lesson `lesson` alone (then the loader's
  /// problems of that lesson's folder and of the course's own files): the loader's problems,
  /// then each exercise's and each code block's, in course order, in `language`.
  ///
  /// What the cache holds is taken first; the rest is checked on ``jobs`` workers, the
  /// exercises first (they take longest), each exercise's own steps sharing the workers when
  /// there are fewer exercises to check than workers.
  public func report(on course: Course, lesson: Lesson? = nil, language: Language)
    -> ValidationReport
  {
    let lessons = lesson.map { [$0] } ?? course.lessons
    let exercises = lessons.flatMap(\.exercises)
    let units = ClaimUnit.units(of: lessons)
    let keys =
      cache == nil
      ? nil : ValidationKey(grader: grader, language: language, sweepRounds: sweepRounds)
    let exerciseKeys = exercises.map { keys?.exercise($0) }
    let unitKeys = units.map { keys?.claims($0.unit) }
    let kept =
      exercises.indices.map { stored(exercises[$0], key: exerciseKeys[$0]) }
      + units.indices.map {
        stored(units[$0].unit, at: units[$0].places, key: unitKeys[$0], language)
      }
    let missed = kept.indices.filter { kept[$0] == nil }
    let toCheck = missed.filter { $0 < exercises.count }.count
    let inner = max(1, jobs / max(1, toCheck))
    let work: [@Sendable () -> [LessonProblem]] = missed.map { index in
      if index < exercises.count {
        return { self.check(exercises[index], key: exerciseKeys[index], jobs: inner, language) }
      }
      let (unit, places) = units[index - exercises.count]
      let key = unitKeys[index - exercises.count]
      return { self.check(unit, at: places, key: key, language) }
    }
    var found = kept
    for (index, problems) in zip(missed, ParallelWork.map(work, jobs: jobs)) {
      found[index] = problems
    }
    let loaded = course.problems.filter { problem in
      lesson.map { ValidationScope.shows(problem, lesson: $0, course: course) } ?? true
    }
    let cachedExercises = kept.prefix(exercises.count).count { $0 != nil }
    return ValidationReport(
      problems: loaded + found.flatMap { $0 ?? [] },
      exercises: .init(total: exercises.count, cached: cachedExercises),
      blocks: .init(total: units.count, cached: kept.count { $0 != nil } - cachedExercises))
  }

  /// The problems the cache keeps for `exercise`, if any.
  private func stored(_ exercise: Exercise, key: String?) -> [LessonProblem]? {
    guard let key, let cache, !refresh,
      let stored = cache.lookup(key, as: [StoredProblem].self)
    else { return nil }
    return stored.map { $0.problem(in: exercise.files.folder) }
  }

  /// The problems the cache keeps for `unit`, at each of its `places`, if any.
  private func stored(
    _ unit: ClaimUnit, at places: [ClaimUnit.Place], key: String?, _ language: Language
  ) -> [LessonProblem]? {
    guard let key, let cache, !refresh,
      let findings = cache.lookup(key, as: [ClaimChecker.Finding].self)
    else { return nil }
    return ClaimChecker(grader: grader, language: language).problems(findings, at: places)
  }

  /// Checks `exercise` (its steps on `jobs` workers), keeping what it found when it would
  /// find the same again.
  private func check(_ exercise: Exercise, key: String?, jobs: Int, _ language: Language)
    -> [LessonProblem]
  {
    let outcome = ExerciseValidation(
      grader: grader, language: language, sweepRounds: sweepRounds, jobs: jobs
    ).run(exercise)
    let stored = outcome.problems.compactMap { StoredProblem($0, in: exercise.files.folder) }
    if let key, let cache, outcome.repeatable, stored.count == outcome.problems.count {
      cache.store(stored, key: key)
    }
    return outcome.problems
  }

  /// Checks `unit`, keeping its findings when a time limit decided none of them.
  private func check(
    _ unit: ClaimUnit, at places: [ClaimUnit.Place], key: String?, _ language: Language
  ) -> [LessonProblem] {
    let claims = ClaimChecker(grader: grader, language: language)
    do {
      let findings = try claims.findings(unit)
      if let key, let cache, findings.allSatisfy(\.repeatable) { cache.store(findings, key: key) }
      return claims.problems(findings, at: places)
    } catch {
      return claims.problems(failedWith: error, at: places)
    }
  }
}
