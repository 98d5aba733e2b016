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

/// Declarations in a student's file that would reach into the checks instead
/// of the code the checks test; each is refused before compiling.
public enum TamperRules {
  /// The rule names of refusals (a refused file is an `error`, not a `fail`).
  public static let refusals: Set<String> = [
    "reserved name", "reserved type", "attribute", "operator",
  ]
  /// The DSL's types, which a student's extension could re-declare members of.
  public static let checkTypes: Set<String> = [
    "Check", "Checks", "CheckBuilder", "CheckFailure", "Harness", "ResultRecord",
  ]
  /// Attributes without an underscore that rename symbols or run code before `main`.
  static let symbolAttributes: Set<String> = ["c", "section", "used", "extern", "testable"]

  /// Whether `attribute` (without `@`) is refused: every underscored attribute
  /// (`@_silgen_name`, `@_cdecl`, `@_section`, …) and ``symbolAttributes``.
  public static func refuses(attribute: String) -> Bool {
    attribute.hasPrefix("_") || symbolAttributes.contains(attribute)
  }
}
