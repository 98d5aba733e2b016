public import LessonKit
public import TutorSupport

/// The registry of static rules: each is a ``SourceRule`` type in its own file, run in this
/// order on every graded file. A new rule is a type and one line here.
enum StaticRules {
  /// Every rule.
  static let all: [any SourceRule.Type] = [
    ForbiddenConstructRule.self, RequiredConstructRule.self, ForbiddenAPIRule.self,
    ClassRule.self, AttributeRule.self, DirectiveRule.self, ReservedNameRule.self,
    OperatorRule.self, ShadowRule.self,
  ]
}

/// Checks a student's syntax tree before anything is compiled: an exercise's `forbid:`,
/// `require:`, `forbid-api:` and `classes:` rules (teaching: a `fail` at the line), and what
/// graded code may not contain at all — attributes outside the allowlist, `#sourceLocation`,
/// names of the check DSL, operators outside the file's own types (an `error`).
///
/// These rules teach and explain; they are not what keeps verdicts honest — the judge runs
/// outside the student's program (see `Verdicts`).
public enum StaticRuleChecker {
  /// Every violation in `source` of the rules of ``StaticRules/all``, in line order.
  ///
  /// A forbidden construct counts in every `#if` clause; a required one only in code the
  /// graded build compiles (see `GradedBuild`).
  public static func violations(
    in source: String, options: RuleOptions, language: Language = .en
  ) -> [RuleViolation] {
    let file = RuleFile(source, options: options, language: language)
    let found = StaticRules.all.flatMap { $0.violations(in: file) }
    // By line; on one line, in the order found (`sorted` does not promise stability).
    return found.enumerated().sorted {
      ($0.element.line ?? Int.max, $0.offset) < ($1.element.line ?? Int.max, $1.offset)
    }.map(\.element)
  }

  /// The same, with the exercise's options spelt out (what tests and the fixes ask).
  public static func violations(
    in source: String, forbid: [ForbiddenConstruct], require: [RequiredConstruct],
    forbiddenAPIs: [String] = [], classes: [String] = [], language: Language = .en
  ) -> [RuleViolation] {
    violations(
      in: source,
      options: RuleOptions(
        forbid: forbid, require: require, forbiddenAPIs: forbiddenAPIs, classes: classes),
      language: language)
  }
}
