/// Long observed values shown around their first difference, so a student sees what differs
/// in a 5 000-element array without reading it twice.
enum ValueWindow {
  /// Values up to this many characters are shown whole.
  static let limit = 120

  /// `want` and `got`, each cut to a window around the first character where they differ
  /// (with `…` where text was left out) when either is longer than ``limit``.
  static func around(_ want: String, _ got: String) -> (want: String, got: String) {
    guard want.count > limit || got.count > limit else { return (want, got) }
    let wanted = Array(want)
    let given = Array(got)
    var first = 0
    while first < wanted.count, first < given.count, wanted[first] == given[first] { first += 1 }
    return (cut(wanted, at: first), cut(given, at: first))
  }

  private static func cut(_ text: [Character], at index: Int) -> String {
    let start = max(0, index - 40)
    let end = min(text.count, start + limit - 20)
    let head = start > 0 ? "…" : ""
    let tail = end < text.count ? "…" : ""
    return head + String(text[start..<end]) + tail
  }
}
