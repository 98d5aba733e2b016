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
/// With the teacher's roster (``ClassList``) only a student's own link makes them one.
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
    if engine.rostered { return try await rostered(request, context: context, next: next) }
    if let known = Self.student(in: request), await engine.knows(known) {
      context.student = known
      context.own(by: known)
      return try await next(request, context)
    }
    guard context.openedLink else {
      throw WebError(.forbidden, .notAStudent)
    }
    if let seconds = arrivals.take(ClientAddress.key(context.remote)) {
      throw WebError(
        .tooManyRequests, Message("web.error.new-students", ["seconds": seconds]),
        retryAfter: seconds)
    }
    let student = try await engine.enroll()
    context.student = student
    context.own(by: student)
    // A new student starts in the language their browser asks for; the page's switch changes it.
    if let header = request.headers[.acceptLanguage], let wanted = Language.accepted(header) {
      try await engine.chooseFirst(wanted.rawValue, context: context)
    }
    var response = try await next(request, context)
    response.setCookie(Self.cookie(student))
    return response
  }

  /// With the teacher's roster: a student's own link (`?join=`, with the token) opens a page
  /// that says whose it is (``JoinPage``), unless the browser is that student already; its
  /// button (`POST /api/join`) makes the browser theirs. Otherwise the cookie's roster student,
  /// or 403 — the class's link alone makes nobody.
  private func rostered(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    var context = context
    var known = Self.student(in: request)
    if let id = known, await !engine.knows(id) { known = nil }
    if context.openedLink, let code = request.uri.queryParameters.get("join") {
      guard let joining = engine.joining(code: String(code)) else {
        throw WebError(.forbidden, .notOnRoster)
      }
      if known != joining.desk {
        let page = JoinPage(
          course: engine.course, language: await language(of: known, request),
          name: joining.name, current: known.flatMap(engine.rosterName(atDesk:)),
          code: String(code))
        return HTMLPage(page.html()).response(from: request, context: context)
      }
    }
    context.student = known
    if let known { context.own(by: known) }
    // The join page's button and its script and style: for a browser that is nobody yet.
    let path = request.uri.path
    if (request.method == .post && path == "/api/join")
      || (request.method == .get && path.hasPrefix("/assets/"))
    {
      return try await next(request, context)
    }
    guard known != nil else { throw WebError(.forbidden, Message("web.error.own-link")) }
    return try await next(request, context)
  }

  /// The join page's language: `?lang=`, else the browser's student's, else the one the browser
  /// asks for, else English.
  private func language(of student: String?, _ request: Request) async -> Language {
    if let lang = request.uri.queryParameters.get("lang"), let chosen = Language(identifier: lang) {
      return chosen
    }
    if let student { return await engine.language(ofStudent: student) }
    return request.headers[.acceptLanguage].flatMap(Language.accepted) ?? .en
  }

  /// The cookie that keeps `student`'s id (half a year; HTTP-only, same site).
  static func cookie(_ student: String) -> Cookie {
    Cookie(
      name: name, value: student, maxAge: 180 * 24 * 3600, path: "/", httpOnly: true,
      sameSite: .lax)
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
