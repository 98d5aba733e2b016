public import HTTPTypes
import Hummingbird
public import TutorSupport

/// A request the server refuses: the status and, in catalog words, why. Shown to the page as
/// `{"error": "…"}` in the learner's language.
public struct WebError: Error, Sendable {
  /// The HTTP status (4xx for the request's fault, 5xx for the tool's).
  public let status: HTTPResponse.Status
  /// Why.
  public let message: Message
  /// Seconds after which the same request may succeed (429, 503), sent as `Retry-After`.
  public let retryAfter: Int?

  /// A refusal with `status` and `message`, to try again after `retryAfter` seconds if given.
  public init(_ status: HTTPResponse.Status, _ message: Message, retryAfter: Int? = nil) {
    self.status = status
    self.message = message
    self.retryAfter = retryAfter
  }

  /// 507: a student's files would take more than their share of the disk.
  static let insufficientStorage = HTTPResponse.Status(
    code: 507, reasonPhrase: "Insufficient Storage")

  /// No lesson, exercise or session with this name.
  static func notFound(_ what: String) -> WebError {
    WebError(.notFound, Message("web.error.not-found", ["what": what]))
  }

  /// The body is not the JSON this request takes.
  static func badBody(_ detail: String) -> WebError {
    WebError(.badRequest, Message("web.error.bad-body", ["detail": detail]))
  }

  /// The tool or the toolchain failed; the detail is the error's own words.
  static func internalProblem(_ error: any Error) -> WebError {
    WebError(.internalServerError, .internalProblem("\(error)"))
  }

  /// What a request larger than `bytes` is told (413).
  static func tooLarge(bytes: Int) -> Message {
    Message("web.error.too-large", ["limit": bytes >> 10])
  }

  /// The message for a status Hummingbird itself refused with (no route, body too large…).
  static func message(for status: HTTPResponse.Status) -> Message {
    switch status.code {
    case 404: Message("web.error.no-such-page")
    case 405: Message("web.error.method")
    case 413: tooLarge(bytes: WebContext.bodyLimit)
    case 400..<500: Message("web.error.bad-request", ["status": status.code])
    default: .internalProblem(status.reasonPhrase)
    }
  }
}
