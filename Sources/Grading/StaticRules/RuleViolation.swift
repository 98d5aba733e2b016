import LessonKit

/// A static rule a student's file can break.
///
/// The kind of rule decides the verdict: breaking an exercise's teaching rule (`forbid:`,
/// `require:`, `forbid-api:`) is a `fail`; what graded code may not contain at all is refused
/// (an `error`).
public enum StaticRule: Hashable, Sendable {
  /// A construct the exercise forbids (`forbid:`).
  case forbidden(ForbiddenConstruct)
  /// A construct the exercise requires and the file lacks (`require:`).
  case required(RequiredConstruct)
  /// A sample-library declaration the exercise forbids (`forbid-api: MealKit.Meal`).
  case forbiddenAPI(String)
  /// A type the exercise asks to be declared as a class (`classes: [TallyCounter]`).
  case requiredClass(String)
  /// An attribute outside the allowlist (`@_silgen_name`).
  case attribute
  /// `#sourceLocation`, `#warning` or `#error`.
  case directive
  /// A top-level name the checks use (a name of the check DSL, or one the checks expect).
  case reservedName
  /// An operator declared outside the file's own types.
  case operatorOutsideType

  /// True when breaking the rule refuses the file outright (an `error`) rather than failing
  /// the exercise's teaching rule (a `fail`).
  public var isRefusal: Bool {
    switch self {
    case .forbidden, .required, .forbiddenAPI, .requiredClass: return false
    case .attribute, .directive, .reservedName, .operatorOutsideType: return true
    }
  }

  /// The rule as reports name it (`force-unwrap`, `require if-let`, `forbid-api MealKit.Meal`,
  /// `attribute`, …): a test's name and its `test_code` in the JSON report.
  public var name: String {
    switch self {
    case .forbidden(let construct): return construct.rawValue
    case .required(let construct): return "require \(construct.rawValue)"
    case .forbiddenAPI(let api): return "forbid-api \(api)"
    case .requiredClass(let name): return "class \(name)"
    case .attribute: return "attribute"
    case .directive: return "directive"
    case .reservedName: return "reserved name"
    case .operatorOutsideType: return "operator"
    }
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
