import Hummingbird

/// The value of a cookie a request carries, as the server reads it: of two with one name, the
/// last. A browser sends the cookie of the longest path first, and the server sets its own for
/// `/`; a page on another port of the same host — cookies ignore ports — that sets a student's
/// cookie for a deeper path (`/api/exercise`) sent it first, and a classmate's Check was
/// credited to the student whose id it held. (One set for `/` replaces the server's: a host
/// where students serve pages of their own is no place for a classroom, the README says.)
enum RequestCookie {
  /// The last value of the cookie `name` in `request`'s `Cookie` headers; nil when none.
  static func value(_ name: String, in request: Request) -> String? {
    var found: String?
    for header in request.headers[values: .cookie] {
      for pair in header.split(separator: ";") {
        let trimmed = pair.drop { $0 == " " }
        guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == name else {
          continue
        }
        found = String(trimmed[trimmed.index(after: equals)...])
      }
    }
    return found
  }
}
