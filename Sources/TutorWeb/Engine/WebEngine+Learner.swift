import Foundation
import HTTPTypes
import Learner
import LessonKit
import TutorSupport

/// The learner's state as the pages and requests ask for it, each in one turn at their desk:
/// what to show a page in, the exercise's file, hints, Reset, the solution, the language.
extension WebEngine {
  /// The progress and language as saved now: what the index and lesson pages show, and what
  /// the page polls.
  func standing(_ context: WebContext) async throws
    -> (progress: LearnerProgress, language: Language)
  {
    try await desk(context).snapshot()
  }

  /// The language the learner chose, as saved now.
  func language(_ context: WebContext) async throws -> Language {
    try await desk(context).language
  }

  /// Shows the language `identifier` names from now on, in the browser and the terminal alike;
  /// 400 for one the tutor does not speak.
  func choose(_ identifier: String, context: WebContext) async throws -> Language {
    guard let language = Language(identifier: identifier) else {
      throw WebError(.badRequest, .unknownLanguage(identifier))
    }
    try await desk(context).choose(language)
    return language
  }

  /// The exercise page's state: the learner's file (the starter, the first time), now the
  /// current exercise, with the progress and language.
  func open(_ placed: Placed, context: WebContext) async throws
    -> (file: WorkspaceFile, progress: LearnerProgress, language: Language)
  {
    try await desk(context).open(placed.exercise, in: placed.lesson)
  }

  /// The learner's file as it is now, without making it the current exercise.
  func file(of placed: Placed, context: WebContext) async throws -> WorkspaceFile {
    try await desk(context).read(placed.exercise, in: placed.lesson)
  }

  /// Saves `source` as the learner's file (507 past a student's quota).
  func save(_ source: String, to placed: Placed, context: WebContext) async throws
    -> WorkspaceFile
  {
    try await desk(context).save(source, for: placed.exercise, in: placed.lesson)
  }

  /// Takes the next hint: its index (nil once all were seen), the number of hints, the
  /// language to show it in, and whether a failing check chose it.
  func takeHint(of placed: Placed, context: WebContext) async throws -> TakenHint {
    try await desk(context).takeHint(placed.exercise)
  }

  /// Puts the starter back (the learner's file kept as `.bak`), forgetting the pass and hints.
  func reset(_ placed: Placed, context: WebContext) async throws -> WorkspaceFile {
    try await desk(context).reset(placed.exercise, in: placed.lesson)
  }

  /// The model solution, as the teacher's `--solutions` allows it in a classroom: `after-pass`
  /// (the default) once the student passed it, `always` whenever they ask (one opened before a
  /// pass is recorded for the teacher), `never` not at all. A solution is the answer to the
  /// checks, so a pass after reading it would mean little; the page's confirmation is not what
  /// enforces this.
  func solution(of placed: Placed, context: WebContext) async throws -> String {
    if classroom {
      let desk = try await desk(context)
      let passed = await desk.snapshot().progress.passed.contains(placed.exercise.id)
      switch solutions {
      case .never: throw WebError(.forbidden, Message("web.error.solution-never"))
      case .afterPass where !passed:
        throw WebError(.forbidden, Message("web.error.solution-after-pass"))
      case .always where !passed: try await desk.solutionSeen(placed.exercise)
      case .afterPass, .always: break
      }
    }
    return try String(contentsOf: placed.exercise.files.solution, encoding: .utf8)
  }

  /// Shows `language` from now on unless the learner chose one already (a student's first
  /// language: their browser's, or the join page's).
  func chooseFirst(_ language: String, context: WebContext) async throws {
    guard try await standing(context).progress.language == nil else { return }
    _ = try await choose(language, context: context)
  }

  /// Keeps `text` as the student's display name (shown to their teacher only): 400 when it
  /// holds no name, 429 when they changed it too often.
  func name(_ text: String, context: WebContext) async throws -> String {
    let desk = try await desk(context)
    // A roster's student is named by it: a name of their own could pass for a classmate's.
    if classList != nil { throw WebError(.forbidden, Message("web.name.from-roster")) }
    if let student = context.student, let seconds = names.take(student) {
      throw WebError(
        .tooManyRequests, Message("web.error.name-later", ["seconds": seconds]),
        retryAfter: seconds)
    }
    return try await desk.name(text)
  }

  /// Whether the index page asks the student for their name first: a classroom's student who
  /// has not given one.
  func needsName(_ context: WebContext) async throws -> Bool {
    guard classroom else { return false }
    return try await desk(context).snapshot().progress.displayName == nil
  }
}
