import Hummingbird

/// The scratch page's requests (`/api/scratch`): open a tab's live session, run an input in
/// it (the input stays, like a REPL input), end it. A session is its learner's alone: another
/// learner's id is a session that ended (410).
struct ScratchController {
  /// The engine every handler asks.
  let engine: WebEngine

  /// The body of a scratch run.
  struct InputBody: Decodable {
    /// The input, as typed.
    var input: String
  }

  /// Adds the requests to `group` (`/api/scratch`).
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.post(use: open)
      .get(":session", use: transcript)
      .post(":session/run", use: run)
      .delete(":session", use: close)
  }

  /// Opens a live session for a new tab (503 when the server holds all it can).
  @Sendable func open(_ request: Request, context: WebContext) async throws -> TabAnswer {
    TabAnswer(session: try await engine.openTab(context))
  }

  /// Runs an input in the tab's session: its values, and what the session said.
  @Sendable func run(_ request: Request, context: WebContext) async throws -> RunAnswer {
    let id = try context.parameters.require("session")
    let body = try await request.decode(as: InputBody.self, context: context)
    return try await engine.evaluate(body.input, inTab: id, context: context)
  }

  /// What the tab ran, in the learner's language now (the page came back to it).
  @Sendable func transcript(_ request: Request, context: WebContext) async throws
    -> TranscriptAnswer
  {
    try await engine.transcript(ofTab: try context.parameters.require("session"), context: context)
  }

  /// Ends the tab's session (the page closed).
  @Sendable func close(_ request: Request, context: WebContext) async throws -> ClosedAnswer {
    try await engine.closeTab(try context.parameters.require("session"), context: context)
    return ClosedAnswer()
  }
}
