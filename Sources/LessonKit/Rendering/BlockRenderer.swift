import Foundation
public import TutorSupport

/// Lays out block nodes as terminal lines of at most `width` columns
/// (code blocks and tables excepted: they are preformatted).
struct BlockRenderer {
  let ansi: Bool
  let labels: ExampleLabels?
  /// Runnable examples seen so far, to number their labels.
  private(set) var exampleCount = 0
  /// How deep in lists we are, to vary the bullet.
  private var listDepth = 0

  init(ansi: Bool, labels: ExampleLabels?) {
    self.ansi = ansi
    self.labels = labels
  }

  private var writer: LineWriter { LineWriter(ansi: ansi) }
  private var inline: InlineFlattener { InlineFlattener(ansi: ansi) }

  /// Blocks separated by a blank line (or not, inside a tight list item).
  mutating func render(_ blocks: [MarkdownNode], width: Int, tight: Bool = false) -> [String] {
    var lines: [String] = []
    for block in blocks {
      let rendered = render(block, width: width)
      if rendered.isEmpty { continue }
      if !lines.isEmpty && !tight { lines.append("") }
      lines += rendered
    }
    return lines
  }

  private mutating func render(_ block: MarkdownNode, width: Int) -> [String] {
    switch block {
    case .document(let children): return render(children, width: width)
    case .heading(let level, _, let children):
      let marks = String(repeating: "#", count: level) + " "
      let style = TextStyle(bold: true, underline: level == 1)
      return wrap(
        StyledCell.cells(marks, style: style) + inline.cells(children, base: style), width)
    case .paragraph(let children): return wrap(inline.cells(children), width)
    case .codeBlock(let info, let literal, _): return codeBlock(info: info, literal: literal)
    case .list(let ordered, let start, let tight, let items):
      return list(ordered: ordered, start: start, tight: tight, items: items, width: width)
    case .item(_, let children): return render(children, width: width)
    case .blockQuote(let children):
      let bar = ansi ? writer.write("│", style: TextStyle(dim: true)) : ">"
      return render(children, width: max(1, width - 2)).map { $0.isEmpty ? bar : bar + " " + $0 }
    case .thematicBreak:
      return [
        writer.write(String(repeating: ansi ? "─" : "-", count: width), style: .init(dim: true))
      ]
    case .htmlBlock(let html):
      if html.hasPrefix("<!--") { return [] }  // comments are notes for authors
      return trimmedLines(html).map { writer.write(String($0), style: TextStyle(dim: true)) }
    case .table(let rows, _): return TableRenderer(ansi: ansi).lines(rows, width: width)
    default: return wrap(inline.cells([block]), width)
    }
  }

  private func wrap(_ cells: [StyledCell], _ width: Int) -> [String] {
    LineWrapper(width: max(1, width)).wrap(cells).map(writer.write)
  }

  private mutating func codeBlock(info: String, literal: String) -> [String] {
    let code = String(trimmedLines(literal).joined(separator: "\n"))
      .replacingOccurrences(of: "\t", with: "    ")
    let words = InfoString(info)
    var lines: [String] = []
    if let label = label(words) {
      lines.append(writer.write(label, style: TextStyle(dim: true)))
    }
    let codeLines =
      words.language == "swift"
      ? SwiftHighlighter.lines(code)
      : code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { StyledCell.cells(String($0), style: .plain) }
    return lines + codeLines.map { $0.isEmpty ? "" : "    " + writer.write($0) }
  }

  /// The dim line above a block: `[example 2 — :run 2]`, `[does not compile]`, `[output]`.
  private mutating func label(_ words: InfoString) -> String? {
    guard let labels else { return nil }
    if words.language == "output" { return labels.output }
    guard words.language == "swift", !words.has("norun"), !words.has("no-run") else {
      return nil
    }
    let claims = BlockClaims.read(words).claims
    if claims.mustFail { return labels.doesNotCompile(claims) }
    exampleCount += 1
    return labels.label(exampleCount, claims: claims)
  }

  private mutating func list(
    ordered: Bool, start: Int, tight: Bool, items: [MarkdownNode], width: Int
  ) -> [String] {
    let bullets = ansi ? ["•", "◦", "▪"] : ["-", "-", "-"]
    let markers = items.indices.map { index in
      ordered ? "\(start + index)." : bullets[listDepth % bullets.count]
    }
    let markerWidth = (markers.map { TerminalWidth.width(of: $0) }.max() ?? 1) + 1
    listDepth += 1
    defer { listDepth -= 1 }
    var lines: [String] = []
    for (item, marker) in zip(items, markers) {
      let body = render(item.children, width: max(1, width - markerWidth), tight: tight)
      if !lines.isEmpty && !tight { lines.append("") }
      let pad = String(repeating: " ", count: markerWidth - TerminalWidth.width(of: marker))
      let first = ordered ? pad.dropLast() + marker + " " : marker + pad
      lines.append(first + (body.first ?? ""))
      let indent = String(repeating: " ", count: markerWidth)
      lines += body.dropFirst().map { $0.isEmpty ? "" : indent + $0 }
    }
    return lines.map {
      $0.hasSuffix(" ") ? String($0.reversed().drop { $0 == " " }.reversed()) : $0
    }
  }

  private func trimmedLines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

/// The labels shown above code blocks: `[example 2 — :run 2]`, `[does not compile]`,
/// `[output]`, from the catalog's `lesson.label.*` messages; the parts of a label are joined
/// with ` · `. The terminal and the browser show the same words; the page leaves out the
/// brackets (``words(ofDoesNotCompile:)``, ``outputWord``).
public struct ExampleLabels: Sendable {
  /// The language of the labels.
  public let language: Language

  /// Labels in `language`.
  public init(language: Language) { self.language = language }

  func label(_ number: Int, claims: BlockClaims = BlockClaims()) -> String {
    let parts = [Catalog.text("lesson.label.example", language, ["number": number])] + notes(claims)
    return "[" + parts.joined(separator: " · ") + "]"
  }

  /// What a runnable example claims besides running: its warnings, that it crashes.
  public func notes(_ claims: BlockClaims) -> [String] {
    var parts: [String] = []
    for warning in claims.warnings {
      parts.append(Catalog.text("lesson.label.warning", language, ["warning": warning]))
    }
    if let crash = claims.crash {
      parts.append(
        crash.isEmpty
          ? Catalog.text("lesson.label.crashes", language)
          : Catalog.text("lesson.label.crashes-because", language, ["reason": crash]))
    }
    return parts
  }

  /// `[does not compile · error: …]` for a block that must not compile.
  public func doesNotCompile(_ claims: BlockClaims) -> String {
    "[" + words(ofDoesNotCompile: claims) + "]"
  }

  /// `does not compile · error: …`: the label of a block that must not compile, unbracketed.
  public func words(ofDoesNotCompile claims: BlockClaims) -> String {
    let errors = claims.errors.map { Catalog.text("lesson.label.error", language, ["error": $0]) }
    return ([Catalog.text("lesson.label.does-not-compile", language)] + errors)
      .joined(separator: " · ")
  }

  /// `[output]`, above the output an example prints.
  public var output: String { "[" + outputWord + "]" }

  /// `output`: the label of the output an example prints, unbracketed.
  public var outputWord: String { Catalog.text("lesson.label.output", language) }
}
