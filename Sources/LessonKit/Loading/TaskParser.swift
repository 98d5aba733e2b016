import Foundation

/// Reads `task.md`: a `# Title` first line, the statement, then a `## Hints`
/// section (`## 提示` in Chinese; either heading works in any language) whose
/// list holds one hint per item.
enum TaskParser {
  /// Headings that open the hints section, compared without case.
  static let hintHeadings = ["hints", "hint", "提示"]

  /// Parses a task file, logging a missing title or missing hints; the text
  /// still loads (with the exercise id as title, with no hints).
  static func parse(_ text: String, file: URL, exerciseID: String, log: inout ProblemLog)
    -> TaskText
  {
    for problem in FaceText.problems(in: text) {
      log.error(file, line: problem.offset + 1, problem.message)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let blocks = MarkdownParser.parse(text).children
    var title = exerciseID
    var statementStart = 0
    if case .heading(1, let line, let content)? = blocks.first {
      title = MarkdownNode.paragraph(content).plainText.trimmingCharacters(in: .whitespaces)
      statementStart = line
    } else {
      log.error(file, line: 1, "a task must start with its title on the first line: '# Title'")
    }
    guard let hintsIndex = blocks.firstIndex(where: isHintsHeading),
      case .heading(_, let hintsLine, _) = blocks[hintsIndex]
    else {
      log.error(
        file,
        "the task has no hints: end it with a '## Hints' section ('## 提示' in Chinese) holding"
          + " a list, one '- ' item per hint")
      return TaskText(
        title: title, statement: slice(lines, statementStart..<lines.count), hints: [],
        file: file)
    }
    let statementEnd = hintsLine - 1
    guard hintsIndex + 1 < blocks.count, case .list(_, _, _, let items) = blocks[hintsIndex + 1]
    else {
      log.error(
        file, line: hintsLine,
        "put the hints in a list under this heading, one '- ' item per hint")
      return TaskText(
        title: title, statement: slice(lines, statementStart..<statementEnd), hints: [], file: file)
    }
    var hints: [String] = []
    var afterHints = statementEnd
    for case .item(let itemLines, _) in items {
      hints.append(hint(lines, itemLines))
      afterHints = itemLines.upperBound
    }
    let statement = [
      slice(lines, statementStart..<statementEnd), slice(lines, afterHints..<lines.count),
    ].filter { !$0.isEmpty }.joined(separator: "\n\n")
    return TaskText(title: title, statement: statement, hints: hints, file: file)
  }

  private static func isHintsHeading(_ node: MarkdownNode) -> Bool {
    guard case .heading(let level, _, _) = node, level >= 2 else { return false }
    let text = node.plainText.trimmingCharacters(in: .whitespaces).lowercased()
    return hintHeadings.contains(text)
  }

  /// The source of one list item (file lines `range`) without its marker, dedented.
  private static func hint(_ lines: [String], _ range: ClosedRange<Int>) -> String {
    let itemLines = Array(lines[clamped(lines, (range.lowerBound - 1)..<range.upperBound)])
    guard let first = itemLines.first else { return "" }
    let indent = contentIndent(of: first)
    let rest = itemLines.dropFirst().map { line in
      String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
    }
    return trimBlankLines([String(first.dropFirst(indent))] + rest).joined(separator: "\n")
  }

  /// Columns before an item's content: indentation, `-`/`*`/`+` or `1.`/`1)`, spaces.
  private static func contentIndent(of line: String) -> Int {
    let characters = Array(line)
    var index = characters.prefix { $0 == " " }.count
    if index < characters.count, "-*+".contains(characters[index]) {
      index += 1
    } else {
      index += characters[index...].prefix { $0.isASCII && $0.isNumber }.count
      if index < characters.count, ".)".contains(characters[index]) { index += 1 }
    }
    let spaces = characters[min(index, characters.count)...].prefix { $0 == " " }.count
    return index + min(spaces, 4)
  }

  private static func slice(_ lines: [String], _ range: Range<Int>) -> String {
    trimBlankLines(Array(lines[clamped(lines, range)])).joined(separator: "\n")
  }

  private static func clamped(_ lines: [String], _ range: Range<Int>) -> Range<Int> {
    let lower = min(max(range.lowerBound, 0), lines.count)
    return lower..<min(max(range.upperBound, lower), lines.count)
  }

  private static func trimBlankLines(_ lines: [String]) -> [String] {
    let isBlank: (String) -> Bool = { $0.allSatisfy { $0 == " " || $0 == "\t" } }
    guard let first = lines.firstIndex(where: { !isBlank($0) }),
      let last = lines.lastIndex(where: { !isBlank($0) })
    else { return [] }
    return Array(lines[first...last])
  }
}
