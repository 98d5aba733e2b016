package import TutorSupport

/// What a beginner needs to hear about the runtime traps beginners hit first, in their
/// language: the crash names their line, the tip says what to change, as ``DiagnosticTip`` does
/// for the compiler's errors.
package enum RuntimeTip {
  /// One trap the table knows: a part of Swift's `Fatal error` reason (or the runtime's
  /// `Could not cast` line), and its tip's key.
  private struct Rule {
    let reason: String
    let tip: Message
  }

  /// A number past its type's range: said for the trap without words too.
  private static let overflow = Message("runtime.tip.overflow")

  /// The traps of the standard library a learner meets, by the words Swift stops with.
  private static let rules: [Rule] = [
    Rule(reason: "Index out of range", tip: Message("runtime.tip.index")),
    Rule(reason: "String index is out of bounds", tip: Message("runtime.tip.string-index")),
    Rule(reason: "Unexpectedly found nil", tip: Message("runtime.tip.nil")),
    Rule(reason: "Division by zero", tip: Message("runtime.tip.divide-by-zero")),
    Rule(reason: "Division results in an overflow", tip: overflow),
    Rule(reason: "Could not cast value", tip: Message("runtime.tip.cast")),
    Rule(reason: "Duplicate values for key", tip: Message("runtime.tip.duplicate-keys")),
    Rule(reason: "Range requires lowerBound <= upperBound", tip: Message("runtime.tip.range")),
    Rule(reason: "either infinite or NaN", tip: Message("runtime.tip.not-finite")),
    Rule(reason: "Negative value is not representable", tip: Message("runtime.tip.negative")),
    Rule(reason: "Not enough bits to represent", tip: Message("runtime.tip.too-big")),
  ]

  /// The tip for a crash whose `Fatal error` reason is `reason`, at `location` (where Swift
  /// stopped, nil when unnamed) of the learner's `file`: a standard-library trap the table
  /// knows, else — stopped in the learner's own file — their own `fatalError` or
  /// `precondition`; nil for anything else.
  package static func tip(forReason reason: String, location: String?, file: String) -> Message? {
    if let rule = rules.first(where: { reason.contains($0.reason) }) {
      return rule.tip
    }
    guard let location, !file.isEmpty, location.hasPrefix(file + ":") else { return nil }
    return Message("runtime.tip.stopped-on-purpose")
  }

  /// The tip for a trap without a reason (signal `signal`, no `Fatal error` line): in a
  /// learner's code nearly always arithmetic past its type's range; a bad access, recursion
  /// without an end.
  package static func tip(forSignal signal: Int32) -> Message? {
    switch signal {
    case 4, 5: overflow
    case 7, 11: Message("runtime.tip.recursion")
    default: nil
    }
  }
}

extension Message {
  /// A crash on two lines: `crash`, then `stopped` (where Swift stopped, or its tip), indented.
  package static func crashed(_ crash: Message, then stopped: any CustomStringConvertible)
    -> Message
  {
    Message("judge.run.crashed-then", ["crash": crash, "stopped": stopped])
  }

  /// A crash with `tip` under it, as a compile error has: `tip: …` on a line of its own.
  package static func crashed(_ crash: Message, tip: Message?) -> Message {
    guard let tip else { return crash }
    return .crashed(crash, then: DiagnosticTip.said(tip))
  }
}
