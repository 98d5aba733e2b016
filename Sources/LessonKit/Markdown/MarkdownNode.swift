/// A CommonMark document as a small value tree, built from libcmark's parse.
///
/// Block nodes that tools point at carry their line in the source file (not in
/// the Markdown text): `MarkdownParser` adds the offset of the body in its file.
public indirect enum MarkdownNode: Hashable, Sendable {
  /// The root: a sequence of blocks.
  case document([MarkdownNode])
  /// `#`…`######` or a setext heading, level 1–6, with its file line.
  case heading(level: Int, line: Int, [MarkdownNode])
  /// A paragraph of inline nodes.
  case paragraph([MarkdownNode])
  /// Plain text.
  case text(String)
  /// `*emphasis*`.
  case emphasis([MarkdownNode])
  /// `**strong**`.
  case strong([MarkdownNode])
  /// An inline code span, without its backticks.
  case code(String)
  /// A fenced or indented code block: the info string (`swift`, empty when
  /// indented), the code, and the file line of the block's first line (the fence).
  case codeBlock(info: String, literal: String, line: Int)
  /// A link: destination, title, and the linked text.
  case link(url: String, title: String, [MarkdownNode])
  /// An image: source, title, and the alternative text.
  case image(url: String, title: String, [MarkdownNode])
  /// A bullet (`ordered == false`) or numbered list of `item`s.
  case list(ordered: Bool, start: Int, tight: Bool, [MarkdownNode])
  /// One list item: its first and last file line (marker included), and its blocks.
  case item(lines: ClosedRange<Int>, [MarkdownNode])
  /// `> quoted` blocks.
  case blockQuote([MarkdownNode])
  /// `---`.
  case thematicBreak
  /// A line ending inside a paragraph (rendered as a space or a wrap point).
  case softBreak
  /// A hard line break (two trailing spaces or a backslash).
  case lineBreak
  /// Raw HTML block, verbatim.
  case htmlBlock(String)
  /// Raw inline HTML, verbatim.
  case htmlInline(String)
  /// A GitHub-style pipe table.
  ///
  /// libcmark 0.30 has no table extension, so `MarkdownParser` recognises a paragraph whose
  /// second line is a delimiter row (`|---|---|`) and keeps each cell's Markdown source as a
  /// string (the renderer reads inline Markdown in it); column alignment marks are ignored.
  /// `line` is the file line of the header row.
  case table(rows: [[String]], line: Int)

  /// The child nodes (empty for leaves).
  public var children: [MarkdownNode] {
    switch self {
    case .document(let nodes), .heading(_, _, let nodes), .paragraph(let nodes),
      .emphasis(let nodes), .strong(let nodes), .link(_, _, let nodes), .image(_, _, let nodes),
      .list(_, _, _, let nodes), .item(_, let nodes), .blockQuote(let nodes):
      return nodes
    case .text, .code, .codeBlock, .thematicBreak, .softBreak, .lineBreak, .htmlBlock,
      .htmlInline, .table:
      return []
    }
  }

  /// The text of this node and its descendants without markup: code spans keep
  /// their content, breaks become spaces.
  public var plainText: String {
    switch self {
    case .text(let string), .code(let string), .htmlInline(let string): return string
    case .codeBlock(_, let literal, _): return literal
    case .softBreak, .lineBreak: return " "
    case .htmlBlock, .thematicBreak: return ""
    case .table(let rows, _): return rows.map { $0.joined(separator: " ") }.joined(separator: " ")
    default: return children.map(\.plainText).joined()
    }
  }

  /// Every node of the tree in document order, this node first.
  public var allNodes: [MarkdownNode] {
    [self] + children.flatMap(\.allNodes)
  }
}
