import Evaluator
import Foundation
import Learner
import LessonKit
import LiveSession
import Synchronization
import TutorSupport

/// The engine behind every page: the course, the learner's desk, the grader (made on first
/// use, jailed), the pool that runs compiles and programs, and the scratch tabs. Pages and
/// routes ask it; it owns no HTML and no HTTP.
public final class WebEngine: Sendable {
  /// The course served.
  public let course: Course
  let desks: LearnerDesks
  let tabs: ScratchTabs
  private let graders: GraderSource
  private let pool: RunPool
  private let specs = Mutex<[String: ExerciseSpec]>([:])
  private let classroom: Bool
  /// True when a classroom's students may see a solution before they pass (`--solutions`).
  private let solutionsBeforePass: Bool
  /// A classroom student's Checks (the local learner's are not limited: their machine).
  private let checks: RateLimit
  /// A classroom's Checks by address (``ClientAddress``), all its students together.
  private let addressChecks: RateLimit

  /// An engine over `course`, grading with `grader`, for the learners `makeLearner` makes: the
  /// local learner for nil, else the student with that id (a classroom's browsers).
  public init(
    course: Course, grader: GraderSource, settings: ServeSettings,
    makeLearner: @escaping @Sendable (String?) -> LearnerSession
  ) {
    self.course = course
    graders = grader
    classroom = settings.isClassroom
    solutionsBeforePass = settings.solutionsBeforePass
    let limits = settings.limits
    desks = LearnerDesks(
      course: course, quota: DiskQuota(files: limits.studentFiles, bytes: limits.studentBytes),
      makeLearner: makeLearner)
    tabs = ScratchTabs(
      idleTimeout: settings.idleTimeout, maximum: settings.maximumSessions,
      perOwner: settings.sessionsPerOwner)
    pool = RunPool(
      width: settings.concurrentRuns, share: settings.runsPerOwner, queue: settings.queuedRuns)
    checks = RateLimit(
      burst: limits.checkBurst, interval: limits.checkInterval, start: limits.newStudentChecks)
    addressChecks = RateLimit(
      burst: limits.addressCheckBurst, interval: limits.addressCheckInterval)
  }

  /// The desk of the learner `context` names; in a classroom, never the local learner's (the
  /// ``StudentCookie`` lets no request without a student through; this holds if it ever did).
  func desk(_ context: WebContext) async throws -> LearnerDesk {
    if classroom && context.student == nil {
      throw WebError(.forbidden, Message("web.error.not-a-student"))
    }
    return await desks.desk(for: context.student)
  }

  /// The model solution of `id`. In a classroom only once the student passed it (unless the
  /// teacher started `serve --solutions`): a solution is the answer to the checks, so a pass
  /// after reading it would mean nothing. The page's confirmation is not what enforces this.
  func solution(_ id: String, context: WebContext) async throws -> String {
    let (exercise, _) = try exercise(id)
    if classroom && !solutionsBeforePass {
      let passed = try await desk(context).snapshot().progress.passed.contains(exercise.id)
      guard passed else { throw WebError(.forbidden, Message("web.error.solution-after-pass")) }
    }
    return try String(contentsOf: exercise.files.solution, encoding: .utf8)
  }

  /// Makes the grader and the sample modules now, so the first Check does not wait.
  public func warmUp() { graders.warmUp() }

  /// The exercise `id` and its lesson, or 404.
  func exercise(_ id: String) throws -> (exercise: Exercise, lesson: Lesson) {
    guard let found = course.exercise(id: id) else { throw WebError.notFound(id) }
    return found
  }

  /// The lesson `id` (id, folder name or number), or 404.
  func lesson(_ id: String) throws -> Lesson {
    guard let lesson = course.lesson(id: id) else { throw WebError.notFound(id) }
    return lesson
  }

  /// Saves `source` as the learner's file of `id`, grades it in the jail and counts a pass. A
  /// classroom student past their Checks (``ClassroomLimits/checkBurst``), or whose address is
  /// past its own (``ClassroomLimits/addressCheckBurst``), gets 429 and when they can check
  /// again.
  func check(_ id: String, source: String, context: WebContext) async throws -> CheckAnswer {
    let (exercise, lesson) = try exercise(id)
    let desk = try await desk(context)
    if let student = context.student, let seconds = mayCheck(student, from: context.remote) {
      throw WebError(
        .tooManyRequests, Message("web.error.check-later", ["seconds": seconds]),
        retryAfter: seconds)
    }
    let file = try await desk.save(source, for: exercise, in: lesson)
    let language = await desk.language
    let spec = try spec(of: exercise)
    let name = URL(fileURLWithPath: file.path).lastPathComponent
    let result = try await pool.run(for: context.owner) { [graders] in
      let grader = try graders.grader()
      return try grader.grade(source: source, fileName: name, exercise: spec, language: language)
    }
    let next = result.status == .pass ? try await desk.recordPass(exercise) : nil
    let progress = await desk.snapshot().progress
    return CheckAnswer(
      result, language: language, passed: progress.passedCount(in: course),
      total: course.exercises.count, next: next)
  }

  /// Spends a Check of `student` and of their address: nil when both had one, else the seconds
  /// to wait. The student's own limit is asked first, so that one student pressing Check past
  /// theirs spends nothing of their classmates' address.
  private func mayCheck(_ student: String, from remote: String?) -> Int? {
    if let seconds = checks.take(student) { return seconds }
    guard let seconds = addressChecks.take(ClientAddress.key(remote)) else { return nil }
    checks.giveBack(student)
    return seconds
  }

  /// Runs `source` once, playground-style, in the jail: every line's values.
  func values(of source: String, name: String, context: WebContext) async throws -> RunAnswer {
    let language = try await desk(context).language
    let result = try await pool.run(for: context.owner) { [graders] in
      let grader = try graders.grader()
      let session = PlaygroundSession(cache: grader.cache, sandbox: grader.sandbox)
      defer { session.close() }
      return try session.evaluateFile(source, name: name, language: language)
    }
    return RunAnswer(result, language: language)
  }

  /// Opens a live session for one tab; returns its id.
  func openTab(_ context: WebContext) async throws -> String {
    let grader = try await pool.run(for: context.owner) { [graders] in try graders.grader() }
    return try await tabs.open(for: context.owner) {
      PlaygroundSession(cache: grader.cache, sandbox: grader.sandbox)
    }
  }

  /// Runs `input` in the tab's live session: it stays, like a REPL input.
  func evaluate(_ input: String, inTab id: String, context: WebContext) async throws
    -> RunAnswer
  {
    guard let tab = await tabs.tab(id, of: context.owner) else {
      throw WebError(.gone, Message("web.error.session-ended"))
    }
    let language = try await desk(context).language
    let result = try await pool.run(for: context.owner) {
      try tab.session.withLock { session in try session.evaluate(input, language: language) }
    }
    return RunAnswer(result, language: language)
  }

  /// The exercise as the grader reads it, read once.
  private func spec(of exercise: Exercise) throws -> ExerciseSpec {
    if let known = specs.withLock({ $0[exercise.id] }) { return known }
    let spec = try ExerciseSpec(exercise)
    specs.withLock { $0[exercise.id] = spec }
    return spec
  }
}
