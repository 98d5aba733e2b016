import HTTPTypes
import Hummingbird

/// The headers every answer carries, set in one place rather than by each handler, on errors
/// too (it runs outside the ``ErrorMiddleware``):
///
/// - `X-Content-Type-Options: nosniff` on everything: a file is what its type says.
/// - `Cache-Control: no-store` on pages and JSON: what the learner's state makes is never kept
///   by the browser (the scripts and styles may be).
/// - On pages, a content security policy that runs only the tutor's own scripts, so a
///   learner's text that escaped into a page still could not run, and that no page frames (nor
///   `X-Frame-Options` for older browsers): a page elsewhere cannot lay a student's join page
///   under a button of its own and have them press it unseen (the eleventh hostile reader
///   made a classmate's browser theirs with one click so).
struct CommonHeaders: RouterMiddleware {
  typealias Context = WebContext

  /// The pages' policy: everything from this server; inline style (CodeMirror's), no inline
  /// script; images from here or `data:` (a lesson's pictures).
  static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
    + " frame-ancestors 'none'"

  /// `X-Frame-Options` (a valid field name: never nil).
  static let frameOptions = HTTPField.Name("X-Frame-Options")

  func handle(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    let type = response.headers[.contentType] ?? ""
    let page = type.hasPrefix("text/html")
    if page || type.hasPrefix("application/json") {
      response.headers[.cacheControl] = "no-store"
    }
    if page {
      response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
      if let frameOptions = Self.frameOptions { response.headers[frameOptions] = "DENY" }
    }
    response.headers[.xContentTypeOptions] = "nosniff"
    return response
  }
}
