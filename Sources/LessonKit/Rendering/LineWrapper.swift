/// Greedy word wrapping of styled cells to a column width.
///
/// Lines break at spaces and soft breaks, and — for CJK text — between any two characters where one
/// is wide, except before closing and after opening punctuation. A word longer than the width is
/// cut by characters.
struct LineWrapper {
  /// Characters that must not start a line.
  static let noBreakBefore: Set<Character> = Set("，。、；：？！）」』】〉》〕…‥ー〜・”’％.,;:!?)]}%")
  /// Characters that must not end a line.
  static let noBreakAfter: Set<Character> = Set("（「『【〈《〔“‘([{")

  /// A run of cells that is never broken (unless longer than a line), with
  /// the spacing that separates it from the previous segment.
  private struct Segment {
    var leading: [StyledCell] = []
    var content: [StyledCell] = []
    var startsLine = false
    var width: Int { content.reduce(0) { $0 + $1.width } }
    var leadingWidth: Int { leading.reduce(0) { $0 + $1.width } }
  }

  let width: Int

  /// The cells split into lines no wider than `width` columns.
  func wrap(_ cells: [StyledCell]) -> [[StyledCell]] {
    var lines: [[StyledCell]] = []
    var line: [StyledCell] = []
    var lineWidth = 0
    for segment in segments(cells) {
      if segment.startsLine {
        lines.append(line)
        line = []
        lineWidth = 0
      }
      if !line.isEmpty && lineWidth + segment.leadingWidth + segment.width <= width {
        line += segment.leading + segment.content
        lineWidth += segment.leadingWidth + segment.width
        continue
      }
      if !line.isEmpty {
        lines.append(line)
      }
      var chunks = cut(segment.content)
      line = chunks.removeLast()
      lines += chunks
      lineWidth = line.reduce(0) { $0 + $1.width }
    }
    lines.append(line)
    return lines
  }

  private func segments(_ cells: [StyledCell]) -> [Segment] {
    var segments: [Segment] = []
    var current = Segment()
    var pendingSoftBreak: StyledCell?
    var previousText: StyledCell?
    func finish() {
      if !current.content.isEmpty || current.startsLine { segments.append(current) }
      current = Segment()
    }
    for cell in cells {
      switch cell.role {
      case .lineBreak:
        finish()
        current.startsLine = true
        pendingSoftBreak = nil
        previousText = nil
      case .space:
        if !current.content.isEmpty { finish() }
        current.leading.append(cell)
      case .softBreak:
        if !current.content.isEmpty { finish() }
        pendingSoftBreak = cell
      case .text:
        if let soft = pendingSoftBreak {
          let betweenWide = previousText.map { $0.width == 2 && cell.width == 2 } ?? false
          if !betweenWide {
            current.leading.append(StyledCell(" ", style: soft.style, role: .space))
          }
          pendingSoftBreak = nil
        } else if let previous = previousText, !current.content.isEmpty,
          Self.canBreak(between: previous, and: cell)
        {
          finish()
        }
        current.content.append(cell)
        previousText = cell
      }
    }
    finish()
    return segments
  }

  /// Whether a line may break between two adjacent visible characters.
  static func canBreak(between left: StyledCell, and right: StyledCell) -> Bool {
    (left.width == 2 || right.width == 2) && !noBreakBefore.contains(right.character)
      && !noBreakAfter.contains(left.character)
  }

  /// The content cut into pieces of at most `width` columns (one piece when it fits).
  private func cut(_ content: [StyledCell]) -> [[StyledCell]] {
    var pieces: [[StyledCell]] = [[]]
    var pieceWidth = 0
    for cell in content {
      if pieceWidth + cell.width > width && !(pieces[pieces.count - 1].isEmpty) {
        pieces.append([])
        pieceWidth = 0
      }
      pieces[pieces.count - 1].append(cell)
      pieceWidth += cell.width
    }
    return pieces
  }
}
