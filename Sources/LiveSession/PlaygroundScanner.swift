import Grading
import PlaygroundRuntime
import SwiftToolchain

/// Splits an instrumented program's output into values and printed text, in order, keeping
/// only values logged on the input's own lines (not those of an earlier input's function it
/// called, but for its parameters, shown on the line that called it) and cutting printed text
/// at the output limit.
final class PlaygroundScanner: OutputSink {
  private(set) var events: [PlaygroundEvent] = []
  private let firstLine: Int
  private let lineCount: Int
  private let module: Int?
  /// Places (physical line, column) whose values are the session's own doing, not shown.
  var hidden: Set<[Int]> = []
  /// Places (physical line, column) whose values show under a name of the session's choosing.
  var renamed: [[Int]: String] = [:]
  /// Where each earlier input's functions log their parameters, by module id.
  var earlierParameters: [Int: Set<[Int]>] = [:]
  /// Parameters of an earlier input's function this input called, with their depth, until the
  /// input's next record says which line called it.
  private var called: [(depth: Int, name: String, type: String, text: String)] = []
  private var pending: [UInt8] = []
  private var inRecord = false
  private var body: [UInt8] = []
  private var keptOutput = 0
  private let outputLimit: Int
  /// How many values each line logged at each depth (`[line, depth]`; depth -1 for a called
  /// function's parameters, which are shown whatever their depth).
  private var repeats: [[Int]: Int] = [:]
  /// The depth each value of ``events`` was logged at, by its index (-1 as in ``repeats``).
  private var depths: [Int: Int] = [:]
  private let marker = Array(PlaygroundRecord.marker.utf8)

  /// Scans for an input occupying `lineCount` lines from physical `firstLine`, compiled with
  /// playground module id `module` (nil: any, for a whole file).
  init(firstLine: Int, lineCount: Int, module: Int?, outputLimit: Int) {
    self.firstLine = firstLine
    self.lineCount = lineCount
    self.module = module
    self.outputLimit = outputLimit
  }

  func consume(_ chunk: ArraySlice<UInt8>) {
    for byte in chunk {
      if inRecord {
        if byte == 0x02 {
          inRecord = false
          handle(String(decoding: body, as: UTF8.self))
          body.removeAll(keepingCapacity: true)
        } else if body.count < 1 << 16 {
          body.append(byte)
        }
        continue
      }
      pending.append(byte)
      if pending.count >= marker.count, pending.suffix(marker.count).elementsEqual(marker) {
        pending.removeLast(marker.count)
        inRecord = true
      }
    }
  }

  /// Flushes text printed after the last record (e.g. just before a crash).
  func finish() {
    flushText(line: nil)
  }

  private func handle(_ text: String) {
    guard let record = PlaygroundRecord.decode(text) else { return }
    switch record {
    case .printed(let line, _, let module):
      // A call's parameters before what it printed.
      if inInput(line, module) { showCalled(on: line - firstLine + 1) }
      flushText(line: inInput(line, module) ? line - firstLine + 1 : nil)
    case .value(let line, let column, let depth, let module, let name, let type, let value):
      flushText(line: nil)
      if !inInput(line, module), earlierParameters[module]?.contains([line, column]) == true {
        called.append((depth, name, type, value))
        return
      }
      guard inInput(line, module), !hidden.contains([line, column]) else { return }
      let local = line - firstLine + 1
      showCalled(on: local)
      let shownName = renamed[[line, column]] ?? name
      append(.value(line: local, name: shownName, type: type, text: value), depth: depth)
    }
  }

  /// Shows the parameters of the earlier input's function called on `line`: those of the
  /// function it called itself (the shallowest), not of the functions that one called.
  private func showCalled(on line: Int) {
    guard let shallowest = called.map(\.depth).min() else { return }
    for parameter in called where parameter.depth == shallowest {
      append(
        .value(line: line, name: parameter.name, type: parameter.type, text: parameter.text),
        depth: -1)
    }
    called.removeAll()
  }

  /// Keeps `event`, a value on its line logged at `depth`, while the line has shown fewer than
  /// ten at that depth (a closure's values do not crowd out the line's own).
  private func append(_ event: PlaygroundEvent, depth: Int) {
    guard case .value(let line, _, _, _) = event else { return }
    repeats[[line, depth], default: 0] += 1
    guard repeats[[line, depth], default: 0] <= 10 else { return }
    depths[events.count] = depth
    events.append(event)
  }

  private func inInput(_ line: Int, _ module: Int) -> Bool {
    (self.module == nil || self.module == module) && line >= firstLine
      && line < firstLine + lineCount
  }

  private func flushText(line: Int?) {
    defer { pending.removeAll(keepingCapacity: true) }
    guard !pending.isEmpty else { return }
    var kept = pending.prefix(max(0, outputLimit - keptOutput))
    if kept.count < pending.count {
      // Cut at the last whole line, so the note that follows starts on a line of its own.
      let newline = kept.lastIndex(of: UInt8(ascii: "\n"))
      kept = newline.map { kept[...$0] } ?? kept.prefix(0)
      droppedOutput += pending.count - kept.count
      keptOutput = outputLimit
    } else {
      keptOutput += kept.count
    }
    guard !kept.isEmpty else { return }
    events.append(.output(line: line, text: String(decoding: kept, as: UTF8.self)))
  }

  /// Bytes of printed output past the limit, not shown.
  private(set) var droppedOutput = 0

  /// The shallowest depth each line logged a value at (its own value's), called functions'
  /// parameters aside.
  private var ownDepths: [Int: Int] {
    var own: [Int: Int] = [:]
    for key in repeats.keys where key[1] >= 0 {
      own[key[0]] = min(own[key[0]] ?? key[1], key[1])
    }
    return own
  }

  /// Lines that logged more values of their own than were shown, with their counts.
  var truncatedLines: [(line: Int, count: Int)] {
    let own = ownDepths
    return repeats.filter { $0.value > 10 && $0.key[1] <= own[$0.key[0]] ?? $0.key[1] }
      .map { (line: $0.key[0], count: $0.value) }.sorted { $0.line < $1.line }
  }

  /// ``events`` with each line's values from deeper inside its braces than its own value
  /// folded into one ``PlaygroundEvent/folded(line:count:values:)`` after the line's last own
  /// value. A line whose values are all deep (a loop's body, a closure spanning lines) keeps
  /// them: they are its own.
  var foldedEvents: [PlaygroundEvent] {
    let own = ownDepths
    var inner: [Int: [PlaygroundEvent]] = [:]
    var lastOwn: [Int: Int] = [:]
    for (index, event) in events.enumerated() {
      guard case .value(let line, _, _, _) = event, let depth = depths[index] else { continue }
      if depth > own[line] ?? depth {
        inner[line, default: []].append(event)
      } else {
        lastOwn[line] = index
      }
    }
    guard !inner.isEmpty else { return events }
    var folded: [PlaygroundEvent] = []
    for (index, event) in events.enumerated() {
      if case .value(let line, _, _, _) = event, let depth = depths[index],
        depth > own[line] ?? depth
      {
        continue
      }
      folded.append(event)
      guard case .value(let line, _, _, _) = event, lastOwn[line] == index,
        let values = inner[line]
      else { continue }
      let count = repeats.filter { $0.key[0] == line && $0.key[1] > own[line] ?? 0 }.values
        .reduce(0, +)
      folded.append(.folded(line: line, count: count, values: values))
    }
    return folded
  }
}
