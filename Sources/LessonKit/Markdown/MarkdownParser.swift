import CMark

/// Parses CommonMark with libcmark and converts cmark's node tree into a
/// `MarkdownNode` value; every cmark node is freed before returning.
public enum MarkdownParser {
  /// Parses `markdown`, whose first line is line `firstLine` of its file, so
  /// that the lines stored in the tree are file lines.
  public static func parse(_ markdown: String, firstLine: Int = 1) -> MarkdownNode {
    let length = markdown.utf8.count
    guard let root = cmark_parse_document(markdown, length, CMARK_OPT_DEFAULT) else {
      // cmark returns nil only when it cannot allocate; an empty tree is the safe answer.
      return .document([])
    }
    defer { cmark_node_free(root) }
    let converter = Converter(
      lineOffset: firstLine - 1,
      sourceLines: markdown.split(separator: "\n", omittingEmptySubsequences: false))
    return converter.convert(root)
  }
}

/// Walks one cmark tree; cmark nodes are borrowed, never stored.
private struct Converter {
  let lineOffset: Int
  let sourceLines: [Substring]

  func convert(_ node: OpaquePointer) -> MarkdownNode {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_DOCUMENT: return .document(children(of: node))
    case CMARK_NODE_HEADING:
      return .heading(
        level: Int(cmark_node_get_heading_level(node)), line: fileLine(node), children(of: node))
    case CMARK_NODE_PARAGRAPH:
      if let table = TableRecognizer.table(in: paragraphLines(node), line: fileLine(node)) {
        return table
      }
      return .paragraph(children(of: node))
    case CMARK_NODE_TEXT: return .text(literal(node))
    case CMARK_NODE_EMPH: return .emphasis(children(of: node))
    case CMARK_NODE_STRONG: return .strong(children(of: node))
    case CMARK_NODE_CODE: return .code(literal(node))
    case CMARK_NODE_CODE_BLOCK:
      let info = string(cmark_node_get_fence_info(node))
      return .codeBlock(info: info, literal: literal(node), line: fileLine(node))
    case CMARK_NODE_LINK:
      return .link(
        url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
        children(of: node))
    case CMARK_NODE_IMAGE:
      return .image(
        url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
        children(of: node))
    case CMARK_NODE_LIST:
      return .list(
        ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
        start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0,
        children(of: node))
    case CMARK_NODE_ITEM:
      let first = fileLine(node)
      let last = max(first, Int(cmark_node_get_end_line(node)) + lineOffset)
      return .item(lines: first...last, children(of: node))
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote(children(of: node))
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
    case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(node))
    default:
      // Custom nodes only come from cmark extensions, which this parse does not enable.
      return .text(literal(node))
    }
  }

  private func children(of node: OpaquePointer) -> [MarkdownNode] {
    var result: [MarkdownNode] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      let converted = convert(current)
      // cmark splits text at characters that might have opened markup; join them again.
      if case .text(let next) = converted, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + next)
      } else {
        result.append(converted)
      }
      child = cmark_node_next(current)
    }
    return result
  }

  private func literal(_ node: OpaquePointer) -> String {
    string(cmark_node_get_literal(node))
  }

  private func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  private func fileLine(_ node: OpaquePointer) -> Int {
    Int(cmark_node_get_start_line(node)) + lineOffset
  }

  /// The source lines of a paragraph, without the container prefix (`> `, indentation).
  private func paragraphLines(_ node: OpaquePointer) -> [Substring] {
    let first = Int(cmark_node_get_start_line(node))
    let last = Int(cmark_node_get_end_line(node))
    let prefixLength = max(0, Int(cmark_node_get_start_column(node)) - 1)
    guard first >= 1, last >= first, last <= sourceLines.count else { return [] }
    return sourceLines[(first - 1)...(last - 1)].map { line in
      line.dropFirst(
        line.prefix(prefixLength).prefix { $0 == " " || $0 == ">" || $0 == "\t" }.count)
    }
  }
}
