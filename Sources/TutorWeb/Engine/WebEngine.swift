import Foundation
import Grading
import HTTPTypes
public import Learner
public import LessonKit
import Synchronization
import TutorSupport

/// The one door into the browser's engine: the course, the learners' desks, the grader (made
/// on first use, jailed), the pool that runs compiles and programs, the scratch tabs and the
/// classroom's Check limits. Controllers and middleware ask it and nothing else; it owns no
/// HTML and no HTTP.
///
/// Its methods are grouped by what they serve: the learner's state (`+Learner`), a Check
/// (`+Check`), runs and live tabs (`+Runs`), the teacher's view (`+Teacher`), the editors'
/// completion (`+Complete`). The desks, tabs, pool, completion and limits are used by those
/// files alone (`WebEngineDoorTests` holds the controllers and middleware to it).
public final class WebEngine: Sendable {
  /// An exercise with the lesson it is in.
  typealias Placed = (exercise: Exercise, lesson: Lesson)

  /// The course served.
  public let course: Course
  /// Every learner's desk (only the engine's own files reach them).
  let desks: LearnerDesks
  /// The scratch pages' live sessions.
  let tabs: ScratchTabs
  /// The grader, made on first use.
  let graders: GraderSource
  /// Where compiles and runs wait their turn.
  let pool: RunPool
  /// The exercises as the grader reads them, read once.
  let specs = Mutex<[String: ExerciseSpec]>([:])
  /// Each exercise's check names in both languages, read once (``checkNames()``).
  let knownCheckNames = Mutex<[String: CheckNames]?>(nil)
  /// Whether every browser is a student of its own.
  let classroom: Bool
  /// When a classroom's students may see a solution (`--solutions`).
  let solutions: SolutionPolicy
  /// The assignment the teacher's view shows first (``ServeSettings/assignment``).
  let assignment: Assignment?
  /// The class's token (in every student's own link).
  let token: String
  /// A classroom student's name changes: a few, then one a half minute.
  let names = RateLimit(burst: 3, interval: .seconds(30))
  /// A classroom student's Checks (the local learner's are not limited: their machine).
  let checks: RateLimit
  /// A classroom's Checks by address (``ClientAddress``), all its students together.
  let addressChecks: RateLimit
  /// The editors' completion, one `sourcekit-lsp` for every learner, started on first use.
  let completer: SharedCompletion
  /// A classroom student's completions.
  let completions: RateLimit
  /// A classroom's completions by address, all its students together.
  let addressCompletions: RateLimit

  /// An engine over `course`, grading with `grader`, for the learners `makeLearner` makes: the
  /// local learner for nil, else the student with that id (a classroom's browsers).
  public init(
    course: Course, grader: GraderSource, settings: ServeSettings,
    makeLearner: @escaping @Sendable (String?) -> LearnerSession
  ) {
    self.course = course
    graders = grader
    classroom = settings.isClassroom
    solutions = settings.solutions
    assignment = settings.assignment
    token = settings.token
    let limits = settings.limits
    desks = LearnerDesks(
      course: course, quota: DiskQuota(files: limits.studentFiles, bytes: limits.studentBytes),
      classList: settings.classList, makeLearner: makeLearner)
    tabs = ScratchTabs(
      idleTimeout: settings.idleTimeout, maximum: settings.maximumSessions,
      perOwner: settings.sessionsPerOwner, yieldAfter: settings.sessionYieldAfter)
    pool = RunPool(
      width: settings.concurrentRuns, share: settings.runsPerOwner, queue: settings.queuedRuns,
      classroom: settings.isClassroom)
    checks = RateLimit(
      burst: limits.checkBurst, interval: limits.checkInterval, start: limits.newStudentChecks)
    addressChecks = RateLimit(
      burst: limits.addressCheckBurst, interval: limits.addressCheckInterval)
    completer = Self.completionService(grader)
    completions = RateLimit(burst: limits.completionBurst, interval: limits.completionInterval)
    addressCompletions = RateLimit(
      burst: limits.addressCompletionBurst, interval: limits.addressCompletionInterval)
  }

  /// Makes the grader and the sample modules now, so the first Check does not wait.
  public func warmUp() { graders.warmUp() }

  /// The desk of the learner `context` names; in a classroom, never the local learner's (the
  /// ``StudentCookie`` lets no request without a student through; this holds if it ever did).
  func desk(_ context: WebContext) async throws -> LearnerDesk {
    if classroom && context.student == nil {
      throw WebError(.forbidden, .notAStudent)
    }
    return await desks.desk(for: context.student)
  }

  /// The exercise `id` and its lesson, or 404.
  func exercise(_ id: String) throws -> Placed {
    guard let found = course.exercise(id: id) else { throw WebError.notFound(id) }
    return found
  }

  /// The lesson `id` (id, folder name or number), or 404.
  func lesson(_ id: String) throws -> Lesson {
    guard let lesson = course.lesson(id: id) else { throw WebError.notFound(id) }
    return lesson
  }

  /// Whether `student` is one the server made (``LearnerDesks/knows(_:)``).
  func knows(_ student: String) async -> Bool { await desks.knows(student) }

  /// Makes a new student and returns their id (``LearnerDesks/enroll()``).
  func enroll() async throws -> String { try await desks.enroll() }

  /// The class, when the teacher gave a roster: only its students, each by their own link.
  var classList: ClassList? { desks.classList }

  /// Whether the teacher gave a roster (``classList``).
  var rostered: Bool { classList != nil }

  /// The desk and name of the roster student whose link carries `code`; nil for a code that
  /// is nobody's, or without a roster.
  func joining(code: String) -> (desk: String, name: String)? {
    guard let classList, let student = classList.student(withCode: code) else { return nil }
    return (classList.desk(of: student), student.name ?? student.id)
  }

  /// The roster's name of the student at desk `id`, if they are on it.
  func rosterName(atDesk id: String) -> String? {
    classList?.student(atDesk: id).map { $0.name ?? $0.id }
  }

  /// The desk of the roster student whose link carries `code` (``LearnerDesks/join(code:)``);
  /// 403 for a code that is nobody's, or without a roster.
  func join(code: String) async throws -> (desk: String, name: String) {
    guard let joined = try await desks.join(code: code) else {
      throw WebError(.forbidden, .notOnRoster)
    }
    return joined
  }

  /// The language to refuse a request in: `student`'s when their desk exists, else the local
  /// learner's (an error for a request the guard refuses never makes a desk).
  func language(ofStudent student: String?) async -> Language {
    await desks.language(of: student)
  }

  /// Ends the scratch tabs left idle past the timeout.
  func sweepTabs() async { await tabs.sweep() }

  /// Ends every scratch tab and answers every run still waiting (the server stops).
  func closeAllTabs() async {
    pool.close()
    await tabs.closeAll()
  }

  /// Answers every run still waiting, and every one asked for from now on, 503: the server
  /// stops. Runs at work finish.
  func stopRuns() { pool.close() }
}
