/// Runs of cells a line break should not split: an inline code span, and a quoted string
/// (`"…"`, `“…”`, `「…」`) outside code.
///
/// A code span is never broken: it moves whole to the next line, or runs past the edge when it
/// is wider than a line. A quoted string moves whole to the next line when it fits on one, and
/// is broken between its words only when it is wider than a line (a quoted sentence of prose).
struct KeepTogether: Hashable {
  /// What the run is.
  enum Kind: Hashable {
    case code, quote
  }

  let kind: Kind

  /// The run each cell belongs to: an id per cell (nil: none) and each id's kind.
  static func runs(in cells: [StyledCell]) -> (ids: [Int?], kinds: [Int: KeepTogether]) {
    var ids = [Int?](repeating: nil, count: cells.count)
    var kinds: [Int: KeepTogether] = [:]
    var next = 0
    var index = 0
    while index < cells.count {
      if cells[index].isCode {
        var end = index
        while end + 1 < cells.count, cells[end + 1].isCode { end += 1 }
        for position in index...end { ids[position] = next }
        kinds[next] = KeepTogether(kind: .code)
        next += 1
        index = end + 1
        continue
      }
      if cells[index].role == .text, let closing = closers[cells[index].character],
        let end = closingIndex(of: closing, in: cells, after: index)
      {
        for position in index...end { ids[position] = next }
        kinds[next] = KeepTogether(kind: .quote)
        next += 1
        index = end + 1
        continue
      }
      index += 1
    }
    return (ids, kinds)
  }

  /// The quote marks that open a quoted string, with the mark that closes each.
  private static let closers: [Character: Character] = ["\"": "\"", "“": "”", "「": "」"]

  /// Where the quote opened at `start` closes, before the paragraph's end or a code span.
  private static func closingIndex(of closing: Character, in cells: [StyledCell], after start: Int)
    -> Int?
  {
    var index = start + 1
    while index < cells.count {
      let cell = cells[index]
      if cell.isCode || cell.role == .lineBreak { return nil }
      if cell.role == .text, cell.character == closing { return index > start + 1 ? index : nil }
      index += 1
    }
    return nil
  }
}
