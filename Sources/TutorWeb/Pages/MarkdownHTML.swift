import CMark
import Foundation
import LessonKit
import TutorSupport

/// Lesson Markdown as HTML, by libcmark's own renderer. Code blocks become the tutor's own
/// blocks: a runnable Swift example (the same numbering as `:run N`) gets a Run button and a
/// place for its values; other Swift blocks are shown highlighted but never run. Raw HTML in
/// a lesson is shown as text, never passed to the page.
enum MarkdownHTML {
  /// The HTML of `markdown`; `runnable` false renders every block without a Run button (a
  /// task's statement). `runLabel` is the button's text.
  static func render(
    _ markdown: String, runnable: Bool, runLabel: String, language: Language = .en
  ) -> String {
    guard let root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT)
    else { return "<pre>" + HTML.escape(markdown) + "</pre>" }  // only when out of memory
    defer { cmark_node_free(root) }
    var replaced: [(old: OpaquePointer, new: OpaquePointer)] = []
    var removed: [OpaquePointer] = []
    var example = 0
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    let iterator = cmark_iter_new(root)
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_CODE_BLOCK:
        let info = string(cmark_node_get_fence_info(node))
        let number = runnable && CodeExample.isRunnable(info: info) ? example + 1 : nil
        if let number { example = number }
        let html = block(
          code: string(cmark_node_get_literal(node)), info: info, example: number,
          runLabel: runLabel, labels: runnable ? ExampleLabels(language: language) : nil)
        replaced.append((node, made(CMARK_NODE_HTML_BLOCK, html)))
      case CMARK_NODE_PARAGRAPH:
        let first = Int(cmark_node_get_start_line(node)) - 1
        let last = Int(cmark_node_get_end_line(node)) - 1
        guard first >= 0, first <= last, last < lines.count,
          let rows = MarkdownNode.pipeTableRows(in: Array(lines[first...last]))
        else { continue }
        replaced.append((node, made(CMARK_NODE_HTML_BLOCK, table(rows))))
        // Its cells are rendered on their own: its children are freed with it, untouched.
        cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
      case CMARK_NODE_HTML_BLOCK where isComment(string(cmark_node_get_literal(node))):
        removed.append(node)  // a note for authors, hidden as the terminal hides it
      case CMARK_NODE_HTML_BLOCK:
        let paragraph = made(CMARK_NODE_PARAGRAPH, nil)
        cmark_node_append_child(
          paragraph, made(CMARK_NODE_TEXT, string(cmark_node_get_literal(node))))
        replaced.append((node, paragraph))
      case CMARK_NODE_HTML_INLINE:
        replaced.append((node, made(CMARK_NODE_TEXT, string(cmark_node_get_literal(node)))))
      case CMARK_NODE_SOFTBREAK where joinsChinese(node):
        removed.append(node)  // a browser shows a line break between two Han characters as a space
      case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
        if !isSafe(url: string(cmark_node_get_url(node))) { cmark_node_set_url(node, "") }
      default: continue
      }
    }
    for (old, new) in replaced {
      cmark_node_insert_before(old, new)
      cmark_node_free(old)  // unlinks it
    }
    for node in removed { cmark_node_free(node) }
    // Every raw HTML node left is the tutor's own block, and every URL left is safe.
    guard let rendered = cmark_render_html(root, CMARK_OPT_UNSAFE) else { return "" }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  /// Whether the soft line break `node` falls between two CJK characters, or next to
  /// full-width punctuation, where Chinese has no space.
  private static func joinsChinese(_ node: OpaquePointer) -> Bool {
    let before = cmark_node_previous(node).map { string(cmark_node_get_literal($0)) }
    let after = cmark_node_next(node).map { string(cmark_node_get_literal($0)) }
    guard let last = before?.unicodeScalars.last, let first = after?.unicodeScalars.first
    else { return false }
    let wide = { (scalar: Unicode.Scalar) in
      (0x3000...0x9FFF).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
    }
    // Next to full-width punctuation there is no space either (`要求更严：` then `let`).
    let punctuation = { (scalar: Unicode.Scalar) in
      wide(scalar) && !scalar.properties.isAlphabetic && scalar.properties.numericType == nil
    }
    return wide(last) && wide(first) || punctuation(last) || punctuation(first)
  }

  /// One code block's HTML; `labels` (a lesson's blocks) says what a block claims, in the
  /// terminal's words without its brackets: `does not compile · error: …`, `output`, crashes.
  private static func block(
    code: String, info: String, example: Int?, runLabel: String, labels: ExampleLabels?
  ) -> String {
    let words = InfoString(info)
    let claims = BlockClaims.read(words).claims
    let pre =
      "<pre class=\"code\" data-lang=\"\(HTML.escape(words.language))\"><code>"
      + HTML.escape(code.hasSuffix("\n") ? String(code.dropLast()) : code) + "</code></pre>"
    guard let example else {
      let kind = words.language == "output" ? "output" : "static"
      var label: String?
      if words.language == "output" {
        label = labels?.outputWord
      } else if words.language == "swift", claims.mustFail {
        label = labels?.words(ofDoesNotCompile: claims)
      }
      let shown = label.map { "<p class=\"block-label\">\(HTML.escape($0))</p>" } ?? ""
      return "<div class=\"block \(kind)\">\(shown)\(pre)</div>\n"
    }
    let notes = (labels?.notes(claims) ?? []).map(HTML.escape).joined(separator: " · ")
    return """
      <div class="block example" data-example="\(example)" id="example-\(example)">\
      <div class="example-bar"><span class="example-number">\(example)</span>\
      <button type="button" class="run" data-example="\(example)">\(HTML.escape(runLabel))</button>\
      <span class="block-label">\(notes)</span></div>\(pre)<div class="example-result"></div></div>

      """
  }

  /// A pipe table (libcmark 0.30 reads one as a paragraph): each cell's Markdown rendered by
  /// cmark on its own, raw HTML left out as cmark's safe mode does.
  private static func table(_ rows: [[String]]) -> String {
    func cell(_ text: String, _ tag: String) -> String {
      var html = ""
      if let rendered = cmark_markdown_to_html(text, text.utf8.count, CMARK_OPT_DEFAULT) {
        html = String(cString: rendered).trimmingCharacters(in: .whitespacesAndNewlines)
        free(rendered)
      }
      if html.hasPrefix("<p>") && html.hasSuffix("</p>") {
        html = String(html.dropFirst(3).dropLast(4))
      }
      return "<\(tag)>\(html)</\(tag)>"
    }
    let head = rows.first.map {
      "<thead><tr>" + $0.map { cell($0, "th") }.joined() + "</tr></thead>"
    }
    let body = rows.dropFirst().map { "<tr>" + $0.map { cell($0, "td") }.joined() + "</tr>" }
    return "<table>" + (head ?? "") + "<tbody>" + body.joined() + "</tbody></table>\n"
  }

  /// Whether a raw HTML block is only a comment (`<!-- … -->`), which the page leaves out.
  static func isComment(_ html: String) -> Bool {
    let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->")
      && !trimmed.dropFirst(4).dropLast(3).contains("-->")
  }

  /// Whether a link may go in the page: not `javascript:`, `vbscript:`, `file:`, nor `data:`
  /// other than an image (cmark's own check, which rendering raw HTML turns off).
  static func isSafe(url: String) -> Bool {
    let lowered = url.trimmingCharacters(in: .whitespaces).lowercased()
    for image in ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
    where lowered.hasPrefix(image) { return true }
    return !["javascript:", "vbscript:", "file:", "data:"].contains { lowered.hasPrefix($0) }
  }

  private static func made(_ type: cmark_node_type, _ literal: String?) -> OpaquePointer {
    guard let node = cmark_node_new(type) else {
      // cmark_node_new fails only when it cannot allocate; going on could pass the author's
      // raw HTML through in place of its escaped text.
      preconditionFailure("libcmark could not allocate a node")
    }
    if let literal { cmark_node_set_literal(node, literal) }
    return node
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
