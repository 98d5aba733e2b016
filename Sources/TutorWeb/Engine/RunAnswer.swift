import Diagnostics
import Grading
import LiveSession
import TutorSupport

/// What a run shows the page: each line's values (the playground sidebar), the printed text,
/// and why it stopped when it did not finish.
struct RunAnswer: Codable, Sendable {
  /// One line's values and printed text.
  struct Line: Codable, Sendable {
    /// The 1-based line of the code run.
    var line: Int
    /// Its values, `name: Type = value`, in the order they were logged.
    var values: [String]
    /// How many values it logged when that is more than `values` keeps.
    var count: Int?
    /// The values it logged inside its braces besides its own (a closure's `$0` for each
    /// element), folded under ``folded``; absent when there are none.
    var inner: [String]?
    /// What the fold says, in the learner's language (`⋯ 8 more inside { }`).
    var folded: String?
    /// Its sidebar cell, in the learner's language (``PageFields/sidebar(_:count:language:)``).
    var shown: String
  }

  /// `accepted`, `rejected` (did not compile) or `crashed`.
  var status: String
  /// The lines that showed values, in line order.
  var lines: [Line]
  /// Everything printed, in order.
  var output: String
  /// The tool's notes about the run (a line that ran more often than shown), not printed text.
  var notes: [String]
  /// The compiler's errors or the crash, in the learner's language.
  var message: String?
  /// The compiler's warnings about the code.
  var warnings: [String]
  /// One-line changes the compiler proposes for its errors, for the page to apply.
  var fixes: [PageFix]
  /// The lines the compiler's errors name, for the editor to mark.
  var errorLines: [Int]
  /// The line a crash happened at, for the editor to mark.
  var line: Int?
  /// Said when an input of a live session declared names again (the REPL's words).
  var replaced: String?
  /// Said when the live process started again during this run.
  var restart: String?

  /// The answer for `result`, in `language`.
  init(_ result: PlaygroundResult, language: Language) {
    switch result.status {
    case .accepted: status = "accepted"
    case .rejected: status = "rejected"
    case .crashed: status = "crashed"
    }
    var byLine: [Int: [String]] = [:]
    var counts: [Int: Int] = [:]
    var folds: [Int: (values: [String], said: String)] = [:]
    var printed = ""
    var said: [String] = []
    for event in result.events {
      switch event {
      case .value(let line, let name, let type, let text):
        byLine[line, default: []].append(
          PlaygroundEvent.sidebar(name: name, type: type, text: text))
      case .output(_, let text):
        printed += text
      case .repeated(let line, let count, let note):
        counts[line] = count
        said.append(note)
      case .folded(let line, let count, let values):
        folds[line] = (Self.sidebar(values), Self.folded(count, kept: values.count).text(language))
      }
    }
    lines = Set(byLine.keys).union(folds.keys).sorted().map {
      Line(
        line: $0, values: byLine[$0] ?? [], count: counts[$0], inner: folds[$0]?.values,
        folded: folds[$0]?.said,
        shown: PageFields.sidebar(byLine[$0] ?? [], count: counts[$0], language: language))
    }
    if !result.waiting.isEmpty { said.append(Message.waiting(result.waiting).text(language)) }
    notes = said
    output = printed
    message = result.message(in: language)
    warnings = result.warnings
    fixes = result.fixes.map(PageFix.init)
    errorLines = PageFields.errorLines(message)
    line = result.line
    replaced =
      result.replaced.isEmpty
      ? nil
      : Message.replaced(result.replaced).text(language)
    restart = result.restart.map {
      let said = Self.restarted(replayed: $0.replayed, dropped: $0.dropped).text(language)
      return $0.reason.map { $0 + " " + said } ?? said
    }
  }

  /// `values`' sidebar texts.
  private static func sidebar(_ values: [PlaygroundEvent]) -> [String] {
    values.compactMap {
      guard case .value(_, let name, let type, let text) = $0 else { return nil }
      return PlaygroundEvent.sidebar(name: name, type: type, text: text)
    }
  }

  /// What a fold of `count` values, `kept` of them listed, says.
  static func folded(_ count: Int, kept: Int) -> Message {
    if count > kept { return Message("web.run.folded.kept", ["count": count, "kept": kept]) }
    return count == 1
      ? Message("web.run.folded.one", ["count": count])
      : Message("web.run.folded.other", ["count": count])
  }

  /// What a restart did, plural-correct (the REPL's `restarted` says it in parentheses).
  static func restarted(replayed: Int, dropped: Int) -> Message {
    if replayed == 0, dropped == 0 { return Message("web.run.restarted-fresh") }
    let note: any CustomStringConvertible =
      switch dropped {
      case 0: ""
      case 1: Message("web.run.restarted.dropped.one", ["dropped": dropped])
      default: Message("web.run.restarted.dropped.other", ["dropped": dropped])
      }
    return replayed == 1
      ? Message("web.run.restarted.one", ["replayed": replayed, "dropped": note])
      : Message("web.run.restarted.other", ["replayed": replayed, "dropped": note])
  }
}
