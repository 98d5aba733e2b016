import Foundation
import Testing
import TutorTestSupport

@testable import LessonKit

/// Every lesson and task of the bundled course, wrapped at many widths, keeps its code spans
/// and short quoted strings on one line and starts no line with closing punctuation.
@Suite struct CourseWrappingTests {
  static let course = Result {
    try CourseLoader.load(from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
  }
  static let widths = [30, 36, 44, 52, 60, 72, 80, 100]

  /// Every document of the course (lesson bodies and tasks, both languages), named by file.
  private func documents() throws -> [(name: String, document: MarkdownNode)] {
    let course = try Self.course.get()
    var found: [(String, MarkdownNode)] = []
    for lesson in course.lessons {
      for language in lesson.languages {
        let text = lesson.text(language)
        found.append((text.file.path, text.document))
      }
      for exercise in lesson.exercises {
        for language in exercise.languages {
          let task = exercise.task(language)
          found.append((task.file.path, MarkdownParser.parse(task.statement)))
          for hint in task.hints { found.append((task.file.path, MarkdownParser.parse(hint))) }
        }
      }
    }
    return found
  }

  /// The document without its code blocks (their lines are code, not wrapped text).
  private func prose(_ node: MarkdownNode) -> MarkdownNode {
    switch node {
    case .document(let children): return .document(children.compactMap(proseBlock))
    default: return node
    }
  }

  private func proseBlock(_ node: MarkdownNode) -> MarkdownNode? {
    switch node {
    case .codeBlock: return nil
    case .list(let ordered, let start, let tight, let items):
      return .list(ordered: ordered, start: start, tight: tight, items.compactMap(proseBlock))
    case .item(let lines, let children): return .item(lines: lines, children.compactMap(proseBlock))
    case .blockQuote(let children): return .blockQuote(children.compactMap(proseBlock))
    default: return node
    }
  }

  /// The code spans of `node`, table cells included.
  private func codeSpans(_ node: MarkdownNode) -> [String] {
    node.allNodes.flatMap { node -> [String] in
      switch node {
      case .code(let code): return [code]
      case .table(let rows, _):
        return rows.flatMap { $0 }.flatMap { codeSpans(MarkdownParser.parse($0)) }
      default: return []
      }
    }
  }

  /// The `"…"` strings inside single text nodes.
  private func quotes(_ node: MarkdownNode) -> [String] {
    node.allNodes.flatMap { node -> [String] in
      guard case .text(let text) = node else { return [] }
      let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { return [] }
      return stride(from: 1, to: parts.count - 1, by: 2).map { "\"\(parts[$0])\"" }
    }
  }

  private static let closing = Set("，。、；：？！）」』】〉》〕”’")

  /// What starts a line or a table cell, after indentation and a list marker.
  private func starts(of line: String) -> [Substring] {
    line.components(separatedBy: " | ").map { part in
      var rest = Substring(part).drop { $0 == " " }
      for marker in ["- ", "• ", "◦ ", "▪ ", "> "] where rest.hasPrefix(marker) {
        rest = rest.dropFirst(marker.count)
      }
      if let dot = rest.firstIndex(of: "."), rest[..<dot].allSatisfy(\.isNumber),
        rest[rest.index(after: dot)...].hasPrefix(" ")
      {
        rest = rest[rest.index(dot, offsetBy: 2)...]
      }
      return rest
    }
  }

  private func startsBadly(_ start: Substring) -> Bool {
    guard let first = start.first else { return false }
    if Self.closing.contains(first) || first == ")" { return true }
    let lone = start.count == 1 || start.dropFirst().first == " "
    return lone && ".,;:!?".contains(first)
  }

  @Test(arguments: widths)
  func codeSpansAndShortQuotesStayOnOneLine(width: Int) throws {
    for (name, document) in try documents() {
      let text = TerminalRenderer(width: width, style: .plain).render(prose(document))
      let lines = text.split(separator: "\n").map(String.init)
      for code in codeSpans(document) {
        #expect(lines.contains { $0.contains("`\(code)`") }, "\(name) at \(width): `\(code)`")
      }
      for quote in quotes(document) where TerminalWidth.width(of: quote) <= width {
        #expect(lines.contains { $0.contains(quote) }, "\(name) at \(width): \(quote)")
      }
    }
  }

  @Test(arguments: widths)
  func noLineStartsWithClosingPunctuation(width: Int) throws {
    for (name, document) in try documents() {
      for style in [TerminalRenderer.Style.plain, .ansi] {
        let text = TerminalRenderer(width: width, style: style).render(prose(document))
        // With colours, a line that starts with a code span starts with its escape sequence:
        // code that begins with `)` or `!` is not punctuation.
        for line in text.split(separator: "\n").map(String.init) {
          for start in starts(of: line) {
            #expect(!startsBadly(start), "\(name) at \(width): \(Self.stripped(line))")
          }
        }
      }
    }
  }

  /// `text` without ANSI escape sequences.
  static func stripped(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for character in text {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// No `**` is left as text: CommonMark closes a strong span after punctuation only before a
  /// space or punctuation, so `**动手试试：**输入` showed its asterisks on lesson 1's first page.
  @Test func everyStrongSpanCloses() throws {
    for (name, document) in try documents() {
      // In colour a closed span is bold, so any `**` left is one that did not close.
      let text = TerminalRenderer(width: 100, style: .ansi).render(prose(document))
      let line = text.components(separatedBy: "\n").first { $0.contains("**") }
      #expect(line == nil, "\(name): \(line ?? "")")
    }
  }
}
