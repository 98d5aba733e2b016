public import TutorSupport

/// Renders Markdown for a terminal, wrapped to `width` columns.
///
/// Headings keep their `#` marks, links show as `text (url)`, lists get hanging indents, quotes a
/// bar, tables are aligned, code blocks are indented — Swift highlighted, runnable examples
/// labelled `[example N — :run N]`. East Asian wide characters count two columns.
public struct TerminalRenderer: Sendable {
  /// Whether output may contain ANSI escape codes.
  public enum Style: Hashable, Sendable {
    /// Bold, underline, colours.
    case ansi
    /// No escape codes at all: markup stays readable as text (`` `code` ``, `*emphasis*`).
    case plain
  }

  /// The narrowest width rendered; narrower requests are widened to this.
  public static let minimumWidth = 20

  /// Columns available.
  public let width: Int
  /// ANSI or plain.
  public let style: Style

  /// Creates a renderer for `width` columns (at least `minimumWidth`).
  public init(width: Int, style: Style) {
    self.width = max(width, Self.minimumWidth)
    self.style = style
  }

  /// Renders a Markdown tree.
  ///
  /// With `exampleLabels`, runnable Swift blocks are labelled in that language and numbered like
  /// `CodeExample.examples(in:)`.
  public func render(_ document: MarkdownNode, exampleLabels: Language? = nil) -> String {
    var blocks = BlockRenderer(ansi: style == .ansi, labels: exampleLabels.map(ExampleLabels.init))
    return blocks.render([document], width: width).joined(separator: "\n")
  }

  /// Parses and renders Markdown text (no example labels).
  public func render(markdown: String) -> String {
    render(MarkdownParser.parse(markdown))
  }

  /// A lesson in `language` (English when not translated): the title as a level-1 heading, the
  /// summary, then the body with labelled examples.
  ///
  /// A body that repeats the title as its first heading does not show it twice, and its
  /// `## Exercises` section is left out: the caller lists the exercises once, with the
  /// learner's progress (`LessonView`).
  public func render(lesson: Lesson, language: Language) -> String {
    let text = lesson.text(language)
    var body = Self.withoutExercisesSection(text.document(for: .terminal).children)
    if case .heading(1, _, let content)? = body.first,
      MarkdownNode.paragraph(content).plainText == text.title
    {
      body.removeFirst()
    }
    let summary = MarkdownNode.paragraph([.emphasis([.text(text.summary)])])
    let head: [MarkdownNode] = [.heading(level: 1, line: 0, [.text(text.title)]), summary]
    return render(.document(head + body), exampleLabels: language)
  }

  /// `blocks` without the section under a level-2 heading named like the catalog's
  /// `lesson.exercises-section` (in any language), up to the next heading of level 1 or 2.
  static func withoutExercisesSection(_ blocks: [MarkdownNode]) -> [MarkdownNode] {
    let names = Set(Language.allCases.map { Catalog.text("lesson.exercises-section", $0) })
    func level(_ node: MarkdownNode) -> Int? {
      if case .heading(let level, _, _) = node { return level }
      return nil
    }
    guard
      let start = blocks.firstIndex(where: { node in
        guard case .heading(2, _, let content) = node else { return false }
        return names.contains(MarkdownNode.paragraph(content).plainText)
      })
    else { return blocks }
    let rest = blocks[(start + 1)...]
    let end = rest.firstIndex { (level($0) ?? 3) <= 2 } ?? blocks.endIndex
    return Array(blocks[..<start] + blocks[end...])
  }

  /// An exercise's task: its title as a heading, then the statement (hints are
  /// shown one at a time by the caller, with `render(markdown:)`).
  public func render(task: TaskText) -> String {
    let statement = MarkdownParser.parse(FaceText.select(task.statement, for: .terminal)).children
    return render(.document([.heading(level: 2, line: 0, [.text(task.title)])] + statement))
  }

  /// Plain `text` (no Markdown) wrapped at word boundaries with a hanging indent: the first line
  /// starts with `lead`, the others with as many spaces as `lead` is wide — a command and its
  /// summary in `:help`, whose long lines a terminal would otherwise cut mid-word.
  public func hanging(_ lead: String, _ text: String) -> String {
    let indent = TerminalWidth.width(of: lead)
    let cells = StyledCell.cells(text, style: .plain)
    let lines = LineWrapper(width: max(1, width - indent)).wrap(cells).map(
      LineWriter(ansi: false).write)
    let pad = String(repeating: " ", count: indent)
    return zip(lines.indices, lines).map { ($0 == 0 ? lead : pad) + $1 }.joined(separator: "\n")
  }

  /// Swift code highlighted (ANSI) or unchanged (plain), for echoing code.
  public func highlight(swift code: String) -> String {
    guard style == .ansi else { return code }
    let writer = LineWriter(ansi: true)
    return SwiftHighlighter.lines(code).map(writer.write).joined(separator: "\n")
  }
}
