/// A static rule the student's file breaks, with the line it points at.
public struct RuleViolation: Sendable, Hashable {
  /// The rule, for example `force-unwrap`, `require if-let`, `attribute`.
  public var rule: String
  /// 1-based line in the student's file, when the violation has a place.
  public var line: Int?
  /// What is wrong and what to do instead, in the student's language.
  public var message: String
  /// True when the file is refused outright (an `error`: an attribute or name graded code may
  /// not use) rather than failing an exercise's teaching rule (a `fail`).
  public var refusal: Bool

  /// Creates a violation.
  public init(rule: String, line: Int?, message: String, refusal: Bool = false) {
    self.rule = rule
    self.line = line
    self.message = message
    self.refusal = refusal
  }
}

/// The names of the check DSL; a student file declaring one of them at the top level would
/// shadow it inside the probes, so it is refused with a clear message (the compiler's would be
/// confusing).
public enum ReservedNames {
  /// Every public name of TutorChecks plus the checks list itself.
  public static let all: Set<String> = [
    "check", "Check", "Checks", "CheckBuilder", "observe", "observePrinted", "observeFields",
    "typeName", "Draw", "Pair", "ProbeValue", "ProbeRun", "ProbeRecord", "show", "checks",
    "TutorChecks",
  ]
}
