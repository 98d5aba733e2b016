/// Turns inline Markdown nodes into styled cells.
///
/// In plain output the markup stays visible as text (`` `code` ``, `*emphasis*`, `**strong**`); in
/// ANSI output it becomes attributes and colours.
struct InlineFlattener {
  let ansi: Bool

  static let codeStyle = TextStyle(color: .yellow)
  static let linkStyle = TextStyle(underline: true, color: .blue)
  static let urlStyle = TextStyle(dim: true)

  /// The cells of `nodes`, each in `base` plus its own style.
  func cells(_ nodes: [MarkdownNode], base: TextStyle = .plain) -> [StyledCell] {
    nodes.flatMap { cells($0, base: base) }
  }

  private func cells(_ node: MarkdownNode, base: TextStyle) -> [StyledCell] {
    switch node {
    case .text(let text), .htmlInline(let text):
      return StyledCell.cells(text, style: base)
    case .code(let code):
      let text = ansi ? code : "`\(code)`"
      return StyledCell.cells(text, style: base.merged(with: Self.codeStyle), isCode: true)
    case .emphasis(let children):
      return marked(children, marker: "*", base: base, style: TextStyle(italic: true))
    case .strong(let children):
      return marked(children, marker: "**", base: base, style: TextStyle(bold: true))
    case .link(let url, _, let children):
      let text = cells(children, base: base.merged(with: ansi ? Self.linkStyle : .plain))
      let shown = MarkdownNode.paragraph(children).plainText
      if url.isEmpty || shown == url || "mailto:" + shown == url { return text }
      return text + StyledCell.cells(" (\(url))", style: base.merged(with: Self.urlStyle))
    case .image(let url, _, let children):
      let alt = MarkdownNode.paragraph(children).plainText
      let label = alt.isEmpty ? "[image]" : "[image: \(alt)]"
      return StyledCell.cells("\(label) (\(url))", style: base.merged(with: Self.urlStyle))
    case .softBreak:
      return [StyledCell(" ", style: base, role: .softBreak)]
    case .lineBreak:
      return [StyledCell("\n", style: base, role: .lineBreak)]
    default:
      return StyledCell.cells(node.plainText, style: base)
    }
  }

  private func marked(
    _ children: [MarkdownNode], marker: String, base: TextStyle, style: TextStyle
  ) -> [StyledCell] {
    if ansi { return cells(children, base: base.merged(with: style)) }
    let mark = StyledCell.cells(marker, style: base)
    return mark + cells(children, base: base) + mark
  }
}
