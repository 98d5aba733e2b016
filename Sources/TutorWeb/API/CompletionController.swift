import Hummingbird

/// The editors' completion (`/api/complete`): the exercise page and the scratch page send the
/// editor's text and cursor, and get what `sourcekit-lsp` offers there — an empty list when
/// it is missing or slow, so the editor simply shows nothing.
struct CompletionController {
  /// The engine the handler asks.
  let engine: WebEngine

  /// The body of a completion request.
  struct CompletionBody: Decodable {
    /// The editor's text.
    var code: String
    /// The cursor's line, 0-based.
    var line: Int
    /// The cursor's column, in UTF-16 code units (as the editor counts).
    var column: Int
    /// A scratch tab's inputs run so far, which the code sees; none on an exercise page.
    var kept: [String]?
  }

  /// Adds the request to `group` (`/api/complete`).
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.post(use: complete)
  }

  /// The candidates at the cursor.
  @Sendable func complete(_ request: Request, context: WebContext) async throws
    -> CompletionAnswer
  {
    let body = try await request.decode(as: CompletionBody.self, context: context)
    let found = try await engine.complete(
      body.code, line: body.line, column: body.column, kept: body.kept ?? [], context: context)
    return CompletionAnswer(
      candidates: found.map { CompletionAnswer.Candidate(text: $0.insert, label: $0.label) })
  }
}
