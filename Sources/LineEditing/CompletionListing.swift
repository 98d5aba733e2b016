public import TutorSupport

/// Lays out completion candidates in columns below the edited line, like `ls`.
///
/// Candidates run down the columns first; each column is as wide as the longest candidate
/// plus two spaces. More than ``maximumShown`` candidates, or more than fit in `rows` rows,
/// are cut, with a last line saying how many were left out: a list that scrolls its start
/// off the screen (a newcomer's `m.` + Tab printed a hundred lines) shows nothing useful.
public enum CompletionListing {
  /// The most candidates listed at once.
  public static let maximumShown = 100

  /// The lines to print for `candidates` on a terminal `width` columns wide, in at most `rows`
  /// rows (at least 5) and the last line, without trailing spaces; that line in `language`.
  public static func lines(
    for candidates: [String], width: Int, rows maximumRows: Int = .max, language: Language = .en
  ) -> [String] {
    var shown = Array(candidates.prefix(maximumShown))
    guard !shown.isEmpty else { return [] }
    let gap = 2
    let columnWidth = (shown.map(\.count).max() ?? 0) + gap
    let columns = max(1, min(shown.count, (max(width, 1) + gap) / columnWidth))
    let fitting = max(maximumRows, 5)
    if fitting < shown.count { shown = Array(shown.prefix(columns * fitting)) }
    let rows = (shown.count + columns - 1) / columns
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < shown.count else { break }
        let candidate = shown[index]
        line += candidate + String(repeating: " ", count: columnWidth - candidate.count)
      }
      lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
    }
    let hidden = candidates.count - shown.count
    if hidden > 0 {
      lines.append(Message("edit.completion.more", ["count": hidden]).text(language))
    }
    return lines
  }
}
