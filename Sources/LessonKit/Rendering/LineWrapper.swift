/// Greedy word wrapping of styled cells to a column width.
///
/// Lines break at spaces and soft breaks, and — for CJK text — between any two characters where one
/// is wide, except before closing and after opening punctuation. Code spans and quoted strings
/// are kept together (see ``KeepTogether``). A word longer than the width is cut by characters,
/// never before closing punctuation.
struct LineWrapper {
  /// Characters that must not start a line.
  static let noBreakBefore: Set<Character> = Set("，。、；：？！）」』】〉》〕…‥ー〜・”’％.,;:!?)]}%")
  /// Characters that must not end a line.
  static let noBreakAfter: Set<Character> = Set("（「『【〈《〔“‘([{")

  /// A run of cells that is never broken (unless longer than a line), with
  /// the spacing that separates it from the previous segment.
  struct Segment {
    var leading: [StyledCell] = []
    var content: [StyledCell] = []
    var startsLine = false
    /// The code span or quoted string the segment is part of (see ``KeepTogether``).
    var run: Int?
    var width: Int { content.reduce(0) { $0 + $1.width } }
    var leadingWidth: Int { leading.reduce(0) { $0 + $1.width } }
  }

  let width: Int

  /// The cells split into lines no wider than `width` columns (a code span wider than a line
  /// runs past the edge rather than being broken).
  func wrap(_ cells: [StyledCell]) -> [[StyledCell]] {
    let (ids, kinds) = KeepTogether.runs(in: cells)
    let segments = self.segments(cells, runs: ids)
    var lines: [[StyledCell]] = []
    var line: [StyledCell] = []
    var lineWidth = 0
    var placing: Int?  // the run being placed
    var unbroken = false  // its segments go on one line, whatever the width
    func newLine() {
      lines.append(line)
      line = []
      lineWidth = 0
    }
    for (index, segment) in segments.enumerated() {
      if segment.startsLine { newLine() }
      if segment.run != placing {
        placing = segment.run
        unbroken = false
        if let run = segment.run {
          let total = runWidth(segments, from: index)
          let isCode = kinds[run]?.kind == .code
          if !line.isEmpty, lineWidth + segment.leadingWidth + total > width,
            total <= width || isCode
          {
            newLine()
          }
          unbroken = isCode
        }
      }
      let fits = lineWidth + segment.leadingWidth + segment.width <= width
      if !line.isEmpty && (fits || unbroken) {
        line += segment.leading + segment.content
        lineWidth += segment.leadingWidth + segment.width
        continue
      }
      if !line.isEmpty { newLine() }
      var chunks = unbroken ? [segment.content] : cut(segment.content)
      line = chunks.removeLast()
      lines += chunks
      lineWidth = line.reduce(0) { $0 + $1.width }
    }
    lines.append(line)
    return lines
  }

  /// The width of the widest code span of `cells`, with the punctuation attached to it: the
  /// narrowest a table column holding it may be.
  static func widestCode(_ cells: [StyledCell]) -> Int {
    let wrapper = LineWrapper(width: .max)
    let (ids, kinds) = KeepTogether.runs(in: cells)
    let segments = wrapper.segments(cells, runs: ids)
    var widest = 0
    for (index, segment) in segments.enumerated() {
      guard let run = segment.run, kinds[run]?.kind == .code,
        index == 0 || segments[index - 1].run != run
      else { continue }
      widest = max(widest, wrapper.runWidth(segments, from: index))
    }
    return widest
  }

  /// The width of the run that starts at `segments[start]`, spacing inside it included.
  func runWidth(_ segments: [Segment], from start: Int) -> Int {
    var total = segments[start].width
    var index = start + 1
    while index < segments.count, segments[index].run == segments[start].run,
      !segments[index].startsLine
    {
      total += segments[index].leadingWidth + segments[index].width
      index += 1
    }
    return total
  }

  func segments(_ cells: [StyledCell], runs: [Int?]) -> [Segment] {
    var segments: [Segment] = []
    var current = Segment()
    var pendingSoftBreak: StyledCell?
    var previousText: StyledCell?
    func finish() {
      if !current.content.isEmpty || current.startsLine { segments.append(current) }
      current = Segment()
    }
    for (cell, run) in zip(cells, runs) {
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
        pendingSoftBreak = cell
      case .text:
        if let soft = pendingSoftBreak {
          pendingSoftBreak = nil
          // Closing punctuation after a line end of the source stays with what it closes (a
          // code span that starts with one, `.failure(…)`, is a word of its own).
          let closing = Self.noBreakBefore.contains(cell.character) && !cell.isCode
          if !(closing && !current.content.isEmpty) {
            if !current.content.isEmpty { finish() }
            // Chinese has no space between two wide characters, nor next to its punctuation
            // (`要求更严：` then `let` on the next line of the source).
            let betweenWide = previousText.map { $0.width == 2 && cell.width == 2 } ?? false
            let byPunctuation =
              Self.isWidePunctuation(cell) || previousText.map(Self.isWidePunctuation) == true
            if !betweenWide && !byPunctuation {
              current.leading.append(StyledCell(" ", style: soft.style, role: .space))
            }
          }
        } else if let previous = previousText, !current.content.isEmpty,
          Self.canBreak(between: previous, and: cell)
        {
          finish()
        }
        if current.content.isEmpty { current.run = run }
        if current.run == nil { current.run = run }
        current.content.append(cell)
        previousText = cell
      }
    }
    finish()
    return segments
  }

  /// Full-width punctuation (`，`, `：`, `（`): wide, and neither a letter nor a digit.
  static func isWidePunctuation(_ cell: StyledCell) -> Bool {
    cell.width == 2 && !cell.character.isLetter && !cell.character.isNumber && !cell.isCode
  }

  /// Whether a line may break between two adjacent visible characters.
  static func canBreak(between left: StyledCell, and right: StyledCell) -> Bool {
    (left.width == 2 || right.width == 2) && !noBreakBefore.contains(right.character)
      && !noBreakAfter.contains(left.character) && !(left.isCode && right.isCode)
  }

  /// The content cut into pieces of at most `width` columns (one piece when it fits).
  private func cut(_ content: [StyledCell]) -> [[StyledCell]] {
    var pieces: [[StyledCell]] = [[]]
    var pieceWidth = 0
    for cell in content {
      if pieceWidth + cell.width > width && !(pieces[pieces.count - 1].isEmpty)
        && !Self.noBreakBefore.contains(cell.character)
      {
        pieces.append([])
        pieceWidth = 0
      }
      pieces[pieces.count - 1].append(cell)
      pieceWidth += cell.width
    }
    return pieces
  }
}
