import Foundation
import Hummingbird

/// In a classroom (`--token`), gives each browser a student id of its own in a cookie and
/// puts it in the request's context; alone at the machine it does nothing, and every request
/// is the local learner's. It runs after the ``RequestGuard``: only a request with the token
/// makes a student.
struct StudentCookie: RouterMiddleware {
  typealias Context = WebContext
  /// Whether the server is a classroom's.
  let classroom: Bool

  /// The cookie's name.
  static let name = "swift-tutor-student"

  func handle(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    guard classroom else { return try await next(request, context) }
    var context = context
    let known = Self.student(in: request)
    let student = known ?? Self.newID()
    context.student = student
    var response = try await next(request, context)
    if known == nil {
      response.setCookie(
        Cookie(
          name: Self.name, value: student, maxAge: 180 * 24 * 3600, path: "/", httpOnly: true,
          sameSite: .lax))
    }
    return response
  }

  /// The student id the request's cookie carries, when it is one ``newID()`` could have made.
  static func student(in request: Request) -> String? {
    guard let value = request.cookies[name]?.value, isStudentID(value) else { return nil }
    return value
  }

  /// 32 ASCII digits and letters a–f: what ``newID()`` makes, nothing else (it names a folder).
  static func isStudentID(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// A new random id (128 bits).
  static func newID() -> String {
    (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
  }
}
