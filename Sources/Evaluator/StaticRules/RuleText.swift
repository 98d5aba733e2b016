import LessonKit
import TutorSupport

/// The static rules' messages, from the catalog's `judge` section.
enum RuleText {
  /// The name of the test a broken rule reports as: `rule: force-unwrap (line 3)`.
  static func testName(_ rule: String, line: Int?, _ language: Language) -> String {
    guard let line else { return Catalog.text("judge.rule.test-name", language, ["rule": rule]) }
    return Catalog.text("judge.rule.test-name-line", language, ["rule": rule, "line": line])
  }

  static func forbidden(_ construct: String, _ language: Language) -> String {
    Catalog.text("judge.rule.forbidden", language, ["construct": describe(construct, language)])
  }

  static func required(_ construct: String, _ language: Language) -> String {
    Catalog.text("judge.rule.required", language, ["construct": describe(construct, language)])
  }

  static func attribute(_ name: String, _ language: Language) -> String {
    Catalog.text("judge.rule.attribute", language, ["name": name])
  }

  /// `#sourceLocation`, `#warning` or `#error` refused.
  static func directive(_ name: String, _ language: Language) -> String {
    if name == "sourceLocation" { return Catalog.text("judge.rule.source-location", language) }
    return Catalog.text("judge.rule.directive", language, ["name": name])
  }

  static func reservedName(_ name: String, _ language: Language) -> String {
    Catalog.text("judge.rule.reserved-name", language, ["name": name])
  }

  static func shadowed(_ name: String, _ language: Language) -> String {
    Catalog.text("judge.rule.shadowed", language, ["name": name])
  }

  static func operatorOutsideType(_ name: String, _ language: Language) -> String {
    Catalog.text("judge.rule.operator-outside-type", language, ["name": name])
  }

  /// `name` must be declared with `class`; `found` is what it was declared as, if anything.
  static func requiredClass(_ name: String, found: String?, _ language: Language) -> String {
    guard let found else {
      return Catalog.text("judge.rule.class-missing", language, ["name": name])
    }
    return Catalog.text("judge.rule.not-a-class", language, ["name": name, "found": found])
  }

  static func forbiddenAPI(_ api: String, _ language: Language) -> String {
    let name = api.split(separator: ".").last.map(String.init) ?? api
    return Catalog.text("judge.rule.forbidden-api", language, ["name": name, "api": api])
  }

  /// How a construct is named in a sentence.
  static func describe(_ rule: String, _ language: Language) -> String {
    switch rule {
    case "force-unwrap": return Catalog.text("judge.construct.force-unwrap", language)
    case "force-try": return Catalog.text("judge.construct.force-try", language)
    case "force-cast": return Catalog.text("judge.construct.force-cast", language)
    case "implicitly-unwrapped":
      return Catalog.text("judge.construct.implicitly-unwrapped", language)
    case "if-let": return Catalog.text("judge.construct.if-let", language)
    case "guard-let": return Catalog.text("judge.construct.guard-let", language)
    case "init?": return Catalog.text("judge.construct.failable-init", language)
    case "do-catch": return Catalog.text("judge.construct.do-catch", language)
    case "for-in": return Catalog.text("judge.construct.for-in", language)
    case "generic": return Catalog.text("judge.construct.generic", language)
    default: return Catalog.text("judge.construct.other", language, ["rule": rule])
    }
  }
}
