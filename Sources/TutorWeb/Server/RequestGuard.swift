import HTTPTypes
import Hummingbird
import TutorSupport

/// What every request must show before a handler sees it.
///
/// - The token (`--token`, else the one made at start), on loopback too: as `?token=` on the
///   link `serve` printed (then kept in an HTTP-only, SameSite cookie), as that cookie, or as
///   `Authorization: Bearer`. Without it, 401 and what to do, before anything else is read —
///   another user of the machine can connect to 127.0.0.1 as well as its owner.
/// - Every request that changes something (not GET): the `X-Swift-Tutor` header, which a page
///   of another site cannot send without a CORS preflight this server never allows — so a web
///   page the student visits cannot run code or overwrite their files through the server.
/// - On loopback, a `Host` naming this machine, so a DNS-rebinding page cannot reach it.
///
/// In a classroom the teacher's token (``TeacherCredential``) is let in too, marked as the
/// teacher's (``WebContext/teacher``): it opens the teacher's view and never makes a student.
struct RequestGuard: RouterMiddleware {
  typealias Context = WebContext
  let settings: ServeSettings

  /// The cookie that keeps the token after the first page.
  static let cookieName = "swift-tutor-token"
  /// The header that marks a request the tutor's own page made (lowercase, as compared).
  static let pageHeader = "x-swift-tutor"

  func handle(
    _ request: Request, context: WebContext,
    next: (Request, WebContext) async throws -> Response
  ) async throws -> Response {
    if settings.isLoopback {
      let host = request.head.authority ?? ""
      guard Self.isLocal(host) else {
        throw WebError(.forbidden, Message("web.error.host", ["host": host]))
      }
    }
    let token = settings.token
    let query = request.uri.queryParameters.get("token")
    let cookie = RequestCookie.value(Self.cookieName, in: request)
    let bearer = request.headers[.authorization].flatMap {
      $0.hasPrefix("Bearer ") ? String($0.dropFirst("Bearer ".count)) : nil
    }
    let fromQuery = query.map { Self.same($0, token) } ?? false
    let student =
      fromQuery || [cookie, bearer].contains(where: { $0.map { Self.same($0, token) } ?? false })
    let teacher = TeacherCredential(
      request: request, settings: settings, query: query, bearer: bearer)
    guard student || teacher.shown else {
      throw WebError(.unauthorized, Message("web.error.token"))
    }
    var context = context
    context.openedLink = fromQuery && request.method == .get
    context.teacher = teacher.shown
    if request.method != .get && request.method != .head
      && !request.headers.contains(where: { $0.name.canonicalName == Self.pageHeader })
    {
      throw WebError(.forbidden, Message("web.error.not-from-page"))
    }
    var response = try await next(request, context)
    if fromQuery {
      response.setCookie(
        Cookie(name: Self.cookieName, value: token, path: "/", httpOnly: true, sameSite: .lax))
    }
    if teacher.fromQuery { response.setCookie(teacher.cookie) }
    return response
  }

  /// `localhost`, `127.x.x.x` or `[::1]`, with or without a port (digits after the colon,
  /// nothing else).
  static func isLocal(_ authority: String) -> Bool {
    var name = Substring(authority.lowercased())
    var port: Substring?
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return false }
      let rest = name[name.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { return false }
        port = rest.dropFirst()
      }
      name = name[name.index(after: name.startIndex)..<close]
    } else if let colon = name.lastIndex(of: ":") {
      port = name[name.index(after: colon)...]
      name = name[..<colon]
    }
    if let port, port.isEmpty || port.count > 5 || !port.utf8.allSatisfy({ (48...57).contains($0) })
    {
      return false
    }
    return ServeSettings.isLoopback(name: String(name))
  }

  /// Compares in time that does not depend on where the strings differ.
  static func same(_ given: String, _ token: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(token.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
