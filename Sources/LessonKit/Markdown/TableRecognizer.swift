/// Recognises a GitHub-style pipe table in the source lines of a paragraph (libcmark 0.30's core
/// parser has no table extension and reads a table as a paragraph).
///
/// Only the table's shape is read: cells stay raw text.
enum TableRecognizer {
  /// A `.table` when `lines` are a header row, a delimiter row (`|---|:---:|`)
  /// and any number of body rows; nil otherwise.
  static func table(in lines: [Substring], line: Int) -> MarkdownNode? {
    guard lines.count >= 2, lines[0].contains("|"), isDelimiterRow(lines[1]) else { return nil }
    let header = cells(lines[0])
    guard header.count == cells(lines[1]).count else { return nil }
    let body = lines.dropFirst(2).map { row in
      let cells = cells(row)
      return Array(
        (cells + Array(repeating: "", count: max(0, header.count - cells.count)))
          .prefix(header.count))
    }
    return .table(rows: [header] + body, line: line)
  }

  private static func isDelimiterRow(_ line: Substring) -> Bool {
    let trimmed = line.trimmingSpaces
    return trimmed.contains("-") && trimmed.contains("|")
      && trimmed.allSatisfy { "|:- \t".contains($0) }
  }

  /// Splits a row at unescaped pipes; `\|` stands for a literal pipe.
  private static func cells(_ line: Substring) -> [String] {
    var row = line.trimmingSpaces
    if row.hasPrefix("|") { row.removeFirst() }
    if row.hasSuffix("|") && !row.hasSuffix("\\|") { row.removeLast() }
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if escaped {
        current.append(character == "|" ? "|" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(String(current.trimmingSpaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    cells.append(String(current.trimmingSpaces))
    return cells
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    let characters = self[...]
    let start = characters.firstIndex { $0 != " " && $0 != "\t" } ?? characters.endIndex
    let end = characters.lastIndex { $0 != " " && $0 != "\t" }.map(characters.index(after:))
    return Substring(characters[start..<(end ?? start)])
  }
}

extension MarkdownNode {
  /// The rows of the pipe table that `lines` (a paragraph's source lines) make, header first,
  /// cells as raw Markdown; nil when they are not a table. For renderers outside LessonKit.
  public static func pipeTableRows(in lines: [Substring]) -> [[String]]? {
    guard case .table(let rows, _) = TableRecognizer.table(in: lines, line: 1) else { return nil }
    return rows
  }
}
