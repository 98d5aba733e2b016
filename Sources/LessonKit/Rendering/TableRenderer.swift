/// Draws a pipe table as aligned preformatted text: columns padded to their widest cell
/// (CJK-aware), a rule under the header row.
///
/// Inline Markdown in a cell (code, emphasis, links) is rendered like in a paragraph. Tables are
/// not wrapped; a table wider than the terminal runs past its edge.
struct TableRenderer {
  let ansi: Bool

  func lines(_ rows: [[String]]) -> [String] {
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
        widths[column] = max(widths[column], width(cells))
      }
    }
    let writer = LineWriter(ansi: ansi)
    let separator = ansi ? writer.write(" │ ", style: TextStyle(dim: true)) : " | "
    let lines = styled.map { row in
      let text = row.enumerated().map { column, cells in
        writer.write(cells) + String(repeating: " ", count: widths[column] - width(cells))
      }
      return trimTrailingSpaces(text.joined(separator: separator))
    }
    let rule = widths.map { String(repeating: ansi ? "─" : "-", count: $0) }
      .joined(separator: ansi ? "─┼─" : "-+-")
    return [lines[0], writer.write(rule, style: TextStyle(dim: true))] + lines.dropFirst()
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
