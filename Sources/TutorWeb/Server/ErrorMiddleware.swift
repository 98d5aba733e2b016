import Foundation
import HTTPTypes
import Hummingbird
import Logging
import TutorSupport

/// Turns every error a handler throws into an answer in the learner's language, with a 4xx
/// status for a bad request and 500 for the tool's own failure: `{"error": "…"}` for the API
/// and the assets, a small page with a way back for a page address a browser opened. A
/// malformed request never ends the server and never gets a stack trace. The headers every
/// answer carries are added outside it (``CommonHeaders``).
struct ErrorMiddleware: RouterMiddleware {
  typealias Context = WebContext
  /// The language the errors are said in: the learner's (or student's), as saved now.
  let language: @Sendable (String?) async -> Language

  func handle(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    let page =
      request.method == .get && !request.uri.path.hasPrefix("/api/")
      && !request.uri.path.hasPrefix("/assets/")
    let (status, message): (HTTPResponse.Status, Message)
    var retryAfter: Int?
    do {
      return try await next(request, context)
    } catch let error as WebError {
      (status, message, retryAfter) = (error.status, error.message, error.retryAfter)
    } catch let error as any HTTPResponseError {  // Hummingbird's own: no route, body limit
      (status, message) = (error.status, WebError.message(for: error.status))
    } catch is CancellationError {
      // A run dropped from the queue because its client hung up (``RunPool``): nobody reads
      // the answer, and it is no failure of the tool's (it was logged as an error).
      context.logger.debug("\(request.method) \(request.uri.path): the client hung up")
      (status, message) = (.serviceUnavailable, Message("web.error.hung-up"))
    } catch {
      context.logger.error("\(request.method) \(request.uri.path): \(error)")
      (status, message) = (
        .internalServerError, .internalProblem("\(error)")
      )
    }
    // The student named by a cookie the guard has not seen yet: only an existing one counts.
    let language = await language(StudentCookie.student(in: request))
    var response: Response
    if page {
      response = Self.page(message.text(language), status: status, language: language)
        .response(from: request, context: context)
    } else {
      // Encoding a struct of one string cannot fail; were it to, Hummingbird answers 500.
      response = try ErrorAnswer(error: message.text(language))
        .response(from: request, context: context)
      response.status = status
    }
    if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
    return response
  }

  /// A page that says what went wrong and links back to the lessons.
  static func page(_ text: String, status: HTTPResponse.Status, language: Language) -> HTMLPage {
    let home = HTML.escape(Message.lessonsNav.text(language))
    return HTMLPage(
      """
      <!doctype html>
      <html lang="\(language.rawValue)"><head><meta charset="utf-8">\
      <link rel="stylesheet" href="/assets/app.css"><title>\(status.code)</title></head>
      <body><main><h1>\(status.code)</h1><p>\(HTML.escape(text))</p>\
      <p><a href="/">\(home)</a></p></main></body></html>

      """, status: status)
  }
}
