/// A static rule the student's file breaks, with the line it points at.
public struct RuleViolation: Sendable, Hashable {
  /// The rule, e.g. `force-unwrap` or `require if-let`.
  public var rule: String
  /// 1-based line in the student's file, when the violation has a place.
  public var line: Int?
  /// What is wrong and what to do instead.
  public var message: String
}

/// The names of the check DSL; a student file declaring one of them at the top
/// level would shadow it inside the checks, so it is refused.
public enum ReservedNames {
  /// Every public name of TutorChecks plus the checks list itself.
  public static let all: Set<String> = [
    "check", "Check", "Checks", "CheckBuilder", "CheckFailure", "expectEqual", "expectNil",
    "expectNotNil", "expectTrue", "expectFalse", "expectApproximately", "expectType",
    "expectSameResults", "expectSameProperties", "fail", "show", "Harness", "ResultRecord",
    "checks", "TutorChecks",
  ]
}
