import Hummingbird
import SourceKitCompletion

/// The editors' completion (`/api/complete`) and documentation (`/api/doc`): the exercise page
/// and the scratch page send the editor's text and cursor, and get what `sourcekit-lsp` offers
/// or says there — nothing when it is missing or slow, so the editor simply shows nothing.
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

  /// Adds the requests to `group` (`/api`): `complete` and `doc`.
  func addRoutes(to group: RouterGroup<WebContext>) {
    group.post("complete", use: complete)
    group.post("doc", use: documentation)
  }

  /// The candidates at the cursor.
  @Sendable func complete(_ request: Request, context: WebContext) async throws
    -> CompletionAnswer
  {
    let body = try await request.decode(as: CompletionBody.self, context: context)
    let found = try await engine.complete(
      body.code, line: body.line, column: body.column, kept: body.kept ?? [], context: context)
    return CompletionAnswer(
      candidates: found.map {
        CompletionAnswer.Candidate(
          text: $0.insert, label: $0.label, lead: $0.throughOptional ? "?." : nil)
      })
  }

  /// The documentation of the name that starts at the cursor (Markdown, or `null`; `busy`
  /// when the server could not look yet).
  @Sendable func documentation(_ request: Request, context: WebContext) async throws
    -> DocumentationAnswer
  {
    let body = try await request.decode(as: CompletionBody.self, context: context)
    let text = try await engine.documentation(
      body.code, line: body.line, column: body.column, kept: body.kept ?? [], context: context)
    let markdown = text ?? nil
    return DocumentationAnswer(
      markdown: markdown,
      html: markdown.map { MarkdownHTML.render($0, runnable: false, runLabel: "") },
      busy: text == nil ? true : nil)
  }
}
