import Foundation
import HTTPTypes
import Hummingbird
import TutorSupport

/// Turns every error a handler throws into a JSON answer, `{"error": "…"}` in the learner's
/// language, with a 4xx status for a bad request and 500 for the tool's own failure: a
/// malformed request never ends the server and never gets HTML or a stack trace.
struct ErrorMiddleware: RouterMiddleware {
  typealias Context = WebContext
  /// The language the errors are said in (the learner's, as saved now).
  let language: @Sendable () async -> Language

  func handle(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as WebError {
      return await answer(error.status, error.message)
    } catch let error as HTTPError {
      return await answer(error.status, WebError.message(for: error.status))
    } catch let error as any HTTPResponseError {
      return await answer(error.status, WebError.message(for: error.status))
    } catch is DecodingError {
      return await answer(.badRequest, Message("web.error.bad-body", ["detail": "JSON"]))
    } catch {
      context.logger.error("\(request.method) \(request.uri.path): \(error)")
      return await answer(
        .internalServerError, Message("web.error.internal", ["detail": "\(error)"]))
    }
  }

  private func answer(_ status: HTTPResponse.Status, _ message: Message) async -> Response {
    let text = message.text(await language())
    return JSONAnswer.response(["error": text], status: status)
  }
}
