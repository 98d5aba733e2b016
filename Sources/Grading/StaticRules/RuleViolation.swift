import LessonKit
package import TutorSupport

/// A static rule a student's file can break, as reports and the item analysis name it: made by
/// the ``SourceRule`` that finds it (`StaticRule.forbidden(.forceUnwrap)`, `.attribute`), each
/// in that rule's file.
///
/// The kind of rule decides the verdict: breaking an exercise's teaching rule (`forbid:`,
/// `require:`, `forbid-api:`, `classes:`) is a `fail`; what graded code may not contain at all
/// is refused (an `error`).
public struct StaticRule: Hashable, Sendable {
  /// The rule as reports name it (`force-unwrap`, `require if-let`, `forbid-api MealKit.Meal`,
  /// `attribute`, …): a test's name and its `test_code` in the JSON report.
  public let name: String
  /// True when breaking the rule refuses the file outright (an `error`) rather than failing
  /// the exercise's teaching rule (a `fail`).
  public let isRefusal: Bool
  /// What the rule asks, in a few words (the test's name in the reader's language).
  let title: Message

  /// A rule named `name`, a refusal or a teaching rule, whose test is called `title`.
  package init(name: String, isRefusal: Bool, title: Message) {
    self.name = name
    self.isRefusal = isRefusal
    self.title = title
  }
}

/// A static rule the student's file breaks, with the line it points at.
public struct RuleViolation: Sendable, Hashable {
  /// The rule broken.
  public var rule: StaticRule
  /// 1-based line in the student's file, when the violation has a place.
  public var line: Int?
  /// What is wrong and what to do instead, in the student's language.
  public var message: String

  /// True when the file is refused outright (an `error`) rather than failing an exercise's
  /// teaching rule (a `fail`).
  public var refusal: Bool { rule.isRefusal }

  /// Creates a violation.
  public init(rule: StaticRule, line: Int?, message: String) {
    self.rule = rule
    self.line = line
    self.message = message
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
