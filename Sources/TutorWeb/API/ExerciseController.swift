import Hummingbird
import LessonKit

/// The exercise page's requests (`/api/exercise/ID/…`): read and save the learner's file, run
/// it for its values, Check it, take a hint, put the starter back, see the solution. Each
/// handler names the exercise (404 when the course has none), reads the body, and asks the
/// engine.
struct ExerciseController {
  /// The engine every handler asks.
  let engine: WebEngine

  /// The body of a request that sends the editor's text.
  struct SourceBody: Decodable {
    /// The editor's text.
    var source: String
  }

  /// Adds the requests to `group` (`/api/exercise/:exercise`).
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.get("file", use: file)
      .post("save", use: save)
      .post("run", use: run)
      .post("check", use: check)
      .post("hint", use: hint)
      .post("reset", use: reset)
      .post("solution", use: solution)
  }

  /// The learner's file as it is now: the page polls it to notice an editor outside.
  @Sendable func file(_ request: Request, context: WebContext) async throws -> WorkspaceFile {
    try await engine.file(of: try placed(context), context: context)
  }

  /// Saves the editor's text as the learner's file.
  @Sendable func save(_ request: Request, context: WebContext) async throws -> WorkspaceFile {
    let placed = try placed(context)
    let body = try await request.decode(as: SourceBody.self, context: context)
    return try await engine.save(body.source, to: placed, context: context)
  }

  /// Saves the editor's text and runs it once: each line's values.
  @Sendable func run(_ request: Request, context: WebContext) async throws -> RunAnswer {
    let placed = try placed(context)
    let body = try await request.decode(as: SourceBody.self, context: context)
    return try await engine.run(body.source, of: placed, context: context)
  }

  /// Saves the editor's text and grades it: the report, and where the learner stands now.
  @Sendable func check(_ request: Request, context: WebContext) async throws -> CheckAnswer {
    let id = try context.parameters.require("exercise")
    let body = try await request.decode(as: SourceBody.self, context: context)
    return try await engine.check(body.source, of: try engine.exercise(id), context: context)
  }

  /// The next hint, rendered, and counted in the learner's progress.
  @Sendable func hint(_ request: Request, context: WebContext) async throws -> HintAnswer {
    let placed = try placed(context)
    let taken = try await engine.takeHint(of: placed, context: context)
    let hints = placed.exercise.task(taken.language).hints
    guard let index = taken.index, hints.indices.contains(index) else {
      return HintAnswer(html: "", number: nil, count: taken.count)
    }
    // Numbered in the order seen: the one a failing check chose may be the task's third, and
    // is still the learner's first ("Hint 3 of 3", then "Hint 1 of 3" read as going back).
    return HintAnswer(
      html: HintHTML.item(
        hints[index], number: taken.seen, count: taken.count, language: taken.language,
        named: taken.named),
      number: taken.seen, count: taken.count)
  }

  /// Puts the starter back, keeping the learner's file as `.bak`.
  @Sendable func reset(_ request: Request, context: WebContext) async throws -> WorkspaceFile {
    try await engine.reset(try placed(context), context: context)
  }

  /// The model solution (in a classroom, once the student passed).
  @Sendable func solution(_ request: Request, context: WebContext) async throws
    -> SolutionAnswer
  {
    let placed = try engine.exercise(try context.parameters.require("exercise"))
    return SolutionAnswer(source: try await engine.solution(of: placed, context: context))
  }

  /// The exercise the path names, with its lesson; 404 when the course has none.
  private func placed(_ context: WebContext) throws -> WebEngine.Placed {
    try engine.exercise(try context.parameters.require("exercise"))
  }
}
