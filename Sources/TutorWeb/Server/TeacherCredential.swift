import Hummingbird

/// Whether a request carries a classroom's teacher's token (`serve --teacher-token`, else the
/// one made at start): as `?token=` on the teacher's link (then kept in an HTTP-only, strict
/// same-site cookie of its own), as that cookie, or as `Authorization: Bearer`. Compared in
/// constant time; outside a classroom there is no teacher, and no token is one.
///
/// The student's token and cookie are never the teacher's: a student who forges the teacher's
/// cookie must know the teacher's token, which the server never sends to a student.
struct TeacherCredential {
  /// The cookie that keeps the teacher's token after the first page.
  static let cookieName = "swift-tutor-teacher"

  /// Whether the request showed the teacher's token.
  let shown: Bool
  /// Whether it came as `?token=` (the cookie is then set).
  let fromQuery: Bool
  /// The cookie to set after the link was opened.
  let cookie: Cookie

  /// What `request` shows: its `query` token, its `bearer` token, its teacher's cookie.
  init(request: Request, settings: ServeSettings, query: String?, bearer: String?) {
    let token = settings.teacherToken
    cookie = Cookie(
      name: Self.cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict)
    guard settings.isClassroom else {
      (shown, fromQuery) = (false, false)
      return
    }
    let stored = RequestCookie.value(Self.cookieName, in: request)
    fromQuery = query.map { RequestGuard.same($0, token) } ?? false
    shown =
      fromQuery || [stored, bearer].contains { $0.map { RequestGuard.same($0, token) } ?? false }
  }
}
