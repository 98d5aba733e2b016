/// Where a lesson is read: in the terminal (`:lesson`, `swift-tutor show`) or on the page
/// (`swift-tutor serve`).
public enum Face: String, CaseIterable, Sendable {
  /// The REPL and the command line: commands such as `:run 1`, values under the line typed.
  case terminal
  /// The browser: a Run button per example, the Scratch tab, Check and Hint buttons.
  case browser
}

/// Text meant for one face only, between marker lines the renderer of the other face drops:
///
/// ```markdown
/// <!-- terminal -->
/// Type `:run 1` to run it.
/// <!-- /terminal -->
/// <!-- browser -->
/// Press **Run** beside it.
/// <!-- /browser -->
/// ```
///
/// A marker is a line of its own (indentation allowed); the lines between are kept or dropped
/// whole, so a face's sentence can sit inside a paragraph or a list item. Markers inside a
/// fenced code block are code, not markers. Swift blocks stay outside face sections, so both
/// faces number the same examples (a `text` or `output` block may be one face's).
public enum FaceText {
  /// `markdown` as `face` reads it: the other face's sections and every marker line left out.
  public static func select(_ markdown: String, for face: Face) -> String {
    guard markdown.contains("<!--") else { return markdown }
    var kept: [Substring] = []
    var open: Face?
    var fence = FenceTracker()
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if !fence.inside(after: line), let marker = Marker(line) {
        if case .known(let named, let closing) = marker {
          open = closing ? nil : named
          continue
        }
      }
      if open == nil || open == face { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  /// What is wrong with the markers of `markdown`: the 0-based line and what to do.
  public static func problems(in markdown: String) -> [(offset: Int, message: String)] {
    var problems: [(offset: Int, message: String)] = []
    var open: (face: Face, offset: Int)?
    var fence = FenceTracker()
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      let wasInside = fence.isInside
      if fence.inside(after: line) {
        if !wasInside, let open, Self.isSwift(fence: line) {
          problems.append((offset, FaceMessages.fenceInside(open.face)))
        }
        continue
      }
      guard let marker = Marker(line) else { continue }
      switch marker {
      case .unknown(let name):
        problems.append((offset, FaceMessages.unknown(name)))
      case .known(let face, false):
        if let open { problems.append((open.offset, FaceMessages.unclosed(open.face))) }
        open = (face, offset)
      case .known(let face, true):
        if open?.face == face {
          open = nil
        } else {
          problems.append((offset, FaceMessages.strayClose(face, open: open?.face)))
        }
      }
    }
    if let open { problems.append((open.offset, FaceMessages.unclosed(open.face))) }
    return problems
  }

  /// Whether the fence opened by `line` is a Swift block (an example, or a block `validate`
  /// compiles); `text`, `output` and the like may be one face's.
  private static func isSwift(fence line: Substring) -> Bool {
    let info = line.drop { $0 == " " || $0 == "`" || $0 == "~" }
    return info.prefix { !$0.isWhitespace }.lowercased() == "swift"
  }
}
