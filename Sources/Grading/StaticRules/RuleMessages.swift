import LessonKit
import TutorSupport

/// What the static rules say (the catalog's `judge.rule` and `judge.construct` keys): chosen by
/// the rule that finds a violation, shown in the student's language in the violation's message.
extension Message {
  /// The name of the test a broken rule reports as, in the reader's words, the same wherever
  /// it was broken: `rule: without force unwrapping with `!``.
  static func ruleTestName(_ rule: StaticRule) -> Message {
    Message("judge.rule.test-name", ["rule": ruleTitle(rule)])
  }

  /// What `rule` asks, said in a few words.
  private static func ruleTitle(_ rule: StaticRule) -> Message {
    switch rule {
    case .forbidden(let construct):
      Message("judge.rule.title.forbid", ["construct": named(construct.rawValue)])
    case .required(let construct):
      Message("judge.rule.title.require", ["construct": named(construct.rawValue)])
    case .forbiddenAPI(let api): Message("judge.rule.title.forbid-api", ["api": api])
    case .requiredClass(let name): Message("judge.rule.title.class", ["name": name])
    case .attribute: Message("judge.rule.title.attribute")
    case .directive: Message("judge.rule.title.directive")
    case .reservedName: Message("judge.rule.title.reserved-name")
    case .operatorOutsideType: Message("judge.rule.title.operator")
    }
  }

  /// A construct the exercise forbids (`forbid:`).
  static func forbiddenConstruct(_ construct: String) -> Message {
    Message("judge.rule.forbidden", ["construct": named(construct)])
  }

  /// A construct the exercise requires and the file lacks (`require:`).
  static func requiredConstruct(_ construct: String) -> Message {
    Message("judge.rule.required", ["construct": named(construct)])
  }

  /// An attribute outside the allowlist.
  static func attributeRefused(_ name: String) -> Message {
    Message("judge.rule.attribute", ["name": name])
  }

  /// `#sourceLocation`, `#warning` or `#error` refused.
  static func directiveRefused(_ name: String) -> Message {
    if name == "sourceLocation" { return Message("judge.rule.source-location") }
    return Message("judge.rule.directive", ["name": name])
  }

  /// A top-level declaration of a name of the check DSL.
  static func reservedName(_ name: String) -> Message {
    Message("judge.rule.reserved-name", ["name": name])
  }

  /// A top-level declaration of a name the checks use and expect to be the usual one.
  static func shadowedName(_ name: String) -> Message {
    Message("judge.rule.shadowed", ["name": name])
  }

  /// An operator declared outside the file's own types.
  static func operatorOutsideType(_ name: String) -> Message {
    Message("judge.rule.operator-outside-type", ["name": name])
  }

  /// `name` must be declared with `class`; `found` is what it was declared as, if anything.
  static func requiredClass(_ name: String, found: String?) -> Message {
    guard let found else { return Message("judge.rule.class-missing", ["name": name]) }
    return Message("judge.rule.not-a-class", ["name": name, "found": found])
  }

  /// A sample-library declaration the exercise forbids (`forbid-api:`).
  static func forbiddenAPI(_ api: String) -> Message {
    let name = api.split(separator: ".").last.map(String.init) ?? api
    return Message("judge.rule.forbidden-api", ["name": name, "api": api])
  }

  /// How a construct is named in a sentence.
  private static func named(_ rule: String) -> Message {
    switch rule {
    case "force-unwrap": return Message("judge.construct.force-unwrap")
    case "force-try": return Message("judge.construct.force-try")
    case "force-cast": return Message("judge.construct.force-cast")
    case "implicitly-unwrapped": return Message("judge.construct.implicitly-unwrapped")
    case "if-let": return Message("judge.construct.if-let")
    case "guard-let": return Message("judge.construct.guard-let")
    case "init?": return Message("judge.construct.failable-init")
    case "do-catch": return Message("judge.construct.do-catch")
    case "for-in": return Message("judge.construct.for-in")
    case "generic": return Message("judge.construct.generic")
    default: return Message("judge.construct.other", ["rule": rule])
    }
  }
}
