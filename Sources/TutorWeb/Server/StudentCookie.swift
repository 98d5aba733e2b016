import Foundation
import Hummingbird
import TutorSupport

/// In a classroom, says which student a request comes from, and makes students: only the link
/// `serve` printed makes one (a GET with the right `?token=` and no student cookie the server
/// knows), a few a minute per address, each with a folder of their own and a random id in an
/// HTTP-only cookie. Any other request without a known student is refused (403) and makes
/// nothing: no folder, no desk. Alone at the machine it does nothing, and every request is the
/// local learner's. It runs after the ``RequestGuard``: only a request with the token gets here.
/// A teacher's request (``WebContext/teacher``) passes as nobody's: it never makes a student.
struct StudentCookie: RouterMiddleware {
  typealias Context = WebContext
  /// Whether the server is a classroom's.
  let classroom: Bool
  /// The engine, which knows the students the server made and makes new ones.
  let engine: WebEngine
  /// New students by address (``ClientAddress``).
  let arrivals: RateLimit

  /// The cookie's name.
  static let name = "swift-tutor-student"

  func handle(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    // The teacher is never a student: no desk, no cookie, whatever else the request carries.
    guard classroom, !context.teacher else { return try await next(request, context) }
    var context = context
    if let known = Self.student(in: request), await engine.knows(known) {
      context.student = known
      return try await next(request, context)
    }
    guard context.openedLink else {
      throw WebError(.forbidden, Message("web.error.not-a-student"))
    }
    if let seconds = arrivals.take(ClientAddress.key(context.remote)) {
      throw WebError(
        .tooManyRequests, Message("web.error.new-students", ["seconds": seconds]),
        retryAfter: seconds)
    }
    let student = try await engine.enroll()
    context.student = student
    // A new student starts in the language their browser asks for; the page's switch changes it.
    if let header = request.headers[.acceptLanguage], let wanted = Language.accepted(header) {
      _ = try await engine.choose(wanted.rawValue, context: context)
    }
    var response = try await next(request, context)
    response.setCookie(
      Cookie(
        name: Self.name, value: student, maxAge: 180 * 24 * 3600, path: "/", httpOnly: true,
        sameSite: .lax))
    return response
  }

  /// The student id the request's cookie carries, when it is one ``newID()`` could have made
  /// (whether the server made it is the engine's to say).
  static func student(in request: Request) -> String? {
    guard let value = RequestCookie.value(name, in: request), isStudentID(value) else {
      return nil
    }
    return value
  }

  /// 32 ASCII digits and letters a–f: what ``newID()`` makes, nothing else (it names a folder).
  static func isStudentID(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// A new random id (128 bits from the system's generator).
  static func newID() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in
      String(format: "%02x", UInt8.random(in: 0...255, using: &generator))
    }.joined()
  }
}
