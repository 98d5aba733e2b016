/// Draws a pipe table as aligned preformatted text: columns padded to their widest cell
/// (CJK-aware), a rule under the header row.
///
/// Inline Markdown in a cell (code, emphasis, links) is rendered like in a paragraph. A table
/// wider than `width` gives up columns from its widest columns first (down to
/// ``minimumColumn``) and wraps their text inside the cells, so a row may take several lines;
/// only a table whose columns cannot shrink further runs past the edge.
struct TableRenderer {
  /// The narrowest a column is made to fit the width (narrower when all its cells are).
  static let minimumColumn = 8

  let ansi: Bool

  func lines(_ rows: [[String]], width: Int = .max) -> [String] {
    guard let header = rows.first else { return [] }
    let columns = header.count
    let styled = rows.enumerated().map { index, row in
      (0..<columns).map { column in
        cells(column < row.count ? row[column] : "", base: TextStyle(bold: index == 0))
      }
    }
    var widths = Array(repeating: 0, count: columns)
    for row in styled {
      for (column, cells) in row.enumerated() {
        widths[column] = max(widths[column], self.width(cells))
      }
    }
    // A column is never narrower than its widest code span: an expression is not split.
    var floors = widths.map { min($0, Self.minimumColumn) }
    for row in styled {
      for (column, cells) in row.enumerated() {
        floors[column] = max(floors[column], LineWrapper.widestCode(cells))
      }
    }
    widths = fitted(widths, floors: floors, into: width - 3 * (columns - 1))
    let writer = LineWriter(ansi: ansi)
    let separator = ansi ? writer.write(" │ ", style: TextStyle(dim: true)) : " | "
    let lines = styled.map { row in
      let wrapped = row.enumerated().map { column, cells in
        LineWrapper(width: max(1, widths[column])).wrap(cells)
      }
      let height = wrapped.map(\.count).max() ?? 1
      return (0..<height).map { line in
        let text = wrapped.enumerated().map { column, lines in
          let cells = line < lines.count ? lines[line] : []
          return writer.write(cells)
            + String(repeating: " ", count: max(0, widths[column] - self.width(cells)))
        }
        return trimTrailingSpaces(text.joined(separator: separator))
      }
    }
    let rule = widths.map { String(repeating: ansi ? "─" : "-", count: $0) }
      .joined(separator: ansi ? "─┼─" : "-+-")
    return lines[0] + [writer.write(rule, style: TextStyle(dim: true))] + lines.dropFirst().joined()
  }

  /// `widths` narrowed, widest column first, until their sum fits in `available` columns or no
  /// column can give up more (none goes below its floor).
  private func fitted(_ widths: [Int], floors: [Int], into available: Int) -> [Int] {
    var widths = widths
    var excess = widths.reduce(0, +) - available
    while excess > 0 {
      guard
        let widest = widths.indices.filter({ widths[$0] > floors[$0] })
          .max(by: { widths[$0] < widths[$1] })
      else { break }
      widths[widest] -= 1
      excess -= 1
    }
    return widths
  }

  /// The cell's inline Markdown as styled cells; raw text when it is not a plain paragraph.
  private func cells(_ text: String, base: TextStyle) -> [StyledCell] {
    let blocks = MarkdownParser.parse(text).children
    guard blocks.count == 1, case .paragraph(let inlines) = blocks[0] else {
      return StyledCell.cells(text, style: base)
    }
    return InlineFlattener(ansi: ansi).cells(inlines, base: base)
  }

  private func width(_ cells: [StyledCell]) -> Int {
    cells.reduce(0) { $0 + $1.width }
  }

  private func trimTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
