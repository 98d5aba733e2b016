import LessonKit
import SwiftParser
import SwiftSyntax
import TutorSupport

/// Checks a student's syntax tree before anything is compiled: an exercise's `forbid:`,
/// `require:` and `forbid-api:` rules (teaching: a `fail` at the line), and what graded code
/// may not contain at all — attributes outside the allowlist, `#sourceLocation`, names of the
/// check DSL, operators outside the file's own types (an `error`).
///
/// These rules teach and explain; they are not what keeps verdicts honest — the judge runs
/// outside the student's program (see `Verdicts`).
public enum StaticRuleChecker {
  /// Every violation in `source`, in line order.
  ///
  /// A forbidden construct counts in every `#if` clause; a required one only in code the
  /// graded build compiles (see `GradedBuild`).
  public static func violations(
    in source: String, forbid: [ForbiddenConstruct], require: [RequiredConstruct],
    forbiddenAPIs: [String] = [], classes: [String] = [], language: Language = .en
  ) -> [RuleViolation] {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = ConstructFinder(tree: tree, converter: converter)
    finder.walk(tree)
    var found: [RuleViolation] = []
    for construct in forbid {
      for line in Set(finder.forbidden[construct, default: []]).sorted() {  // one per line
        found.append(
          RuleViolation(
            rule: .forbidden(construct), line: line,
            message: Message.forbiddenConstruct(construct.rawValue).text(language)))
      }
    }
    for construct in require where !finder.required.contains(construct) {
      found.append(
        RuleViolation(
          rule: .required(construct), line: nil,
          message: Message.requiredConstruct(construct.rawValue).text(language)))
    }
    found += ForbiddenAPIRule.violations(
      in: tree, converter: converter, apis: forbiddenAPIs, language: language)
    found += ClassRule.violations(
      in: tree, converter: converter, classes: classes, language: language)
    found += AttributeRule.violations(in: tree, converter: converter, language: language)
    found += declarations(tree: tree, converter: converter, language: language)
    // By line; on one line, in the order found (`sorted` does not promise stability).
    return found.enumerated().sorted {
      ($0.element.line ?? Int.max, $0.offset) < ($1.element.line ?? Int.max, $1.offset)
    }.map(\.element)
  }

  /// Names of the check DSL declared at file scope, and operators outside the file's types.
  static func declarations(
    tree: SourceFileSyntax, converter: SourceLocationConverter, language: Language
  ) -> [RuleViolation] {
    let finder = TamperFinder(converter: converter)
    finder.walk(tree)
    var found: [RuleViolation] = []
    for (name, line) in finder.topLevelNames where ReservedNames.all.contains(name) {
      found.append(
        RuleViolation(
          rule: .reservedName, line: line, message: Message.reservedName(name).text(language)))
    }
    // An operator of the file's own type is fine; at file scope or on a type the file does
    // not declare it would also change the probes' `==`, `===`, ….
    let ownTypes = finder.nestedTypeNames
    for (name, extended, line) in finder.operators
    where extended.map({ !$0.isEmpty && !ownTypes.contains(baseName($0)) }) ?? true {
      found.append(
        RuleViolation(
          rule: .operatorOutsideType, line: line,
          message: Message.operatorOutsideType(name).text(language)))
    }
    return found
  }

  private static func baseName(_ type: String) -> String {
    String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
  }
}
