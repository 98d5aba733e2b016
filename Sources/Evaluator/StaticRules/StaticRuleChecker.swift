import SwiftParser
import SwiftSyntax

/// Checks an exercise's `forbid:` and `require:` rules on the student's
/// syntax tree, before anything is compiled, and refuses declarations that
/// would tamper with the checks (see ``TamperRules``).
public enum StaticRuleChecker {
  /// Rules `forbid:` accepts.
  public static let forbiddable: Set<String> = [
    "force-unwrap", "force-try", "force-cast", "implicitly-unwrapped",
  ]
  /// Rules `require:` accepts.
  public static let requirable: Set<String> = [
    "if-let", "guard-let", "switch", "for-in", "while", "closure", "map", "filter", "reduce",
    "guard", "extension", "protocol", "enum", "struct", "class", "init?", "throws", "do-catch",
    "generic",
  ]

  /// Every violation in `source`, in line order.
  public static func violations(in source: String, forbid: [String], require: [String])
    -> [RuleViolation]
  {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let finder = ConstructFinder(converter: converter)
    finder.walk(tree)
    var found: [RuleViolation] = []
    for rule in forbid {
      for line in Set(finder.lines[rule, default: []]).sorted() {  // one report per line
        found.append(
          RuleViolation(
            rule: rule, line: line, message: "\(describe(rule)) is not allowed in this exercise"))
      }
    }
    for rule in require where finder.lines[rule, default: []].isEmpty {
      found.append(
        RuleViolation(
          rule: "require \(rule)", line: nil,
          message: "this exercise asks you to use \(describe(rule))"))
    }
    found += tampering(tree: tree, converter: converter)
    // By line; on one line, in the order found (`sorted` does not promise stability).
    return found.enumerated().sorted {
      ($0.element.line ?? Int.max, $0.offset) < ($1.element.line ?? Int.max, $1.offset)
    }.map(\.element)
  }

  /// Declarations that would change the checks rather than be tested by them.
  static func tampering(tree: SourceFileSyntax, converter: SourceLocationConverter)
    -> [RuleViolation]
  {
    let finder = TamperFinder(converter: converter)
    finder.walk(tree)
    var found: [RuleViolation] = []
    for (name, line) in finder.topLevelNames where ReservedNames.all.contains(name) {
      found.append(
        RuleViolation(
          rule: "reserved name", line: line,
          message: "`\(name)` is a name the checks use; please rename your declaration"))
    }
    for (name, line) in finder.extendedTypes where TamperRules.checkTypes.contains(name) {
      found.append(
        RuleViolation(
          rule: "reserved type", line: line,
          message: "`\(name)` belongs to the checks; your file may not extend it"))
    }
    // An operator of the file's own type is fine; at file scope or on a type the
    // file does not declare it would also replace the checks' `==`, `===`, ….
    let ownTypes = Set(finder.topLevelNames.map(\.0))
    for (name, extended, line) in finder.operators
    where extended.map({ !$0.isEmpty && !ownTypes.contains(baseName($0)) }) ?? true {
      found.append(
        RuleViolation(
          rule: "operator", line: line,
          message: "`\(name)` may only be declared inside your own types (e.g. `static func ==`)"))
    }
    for (name, line) in finder.attributes where TamperRules.refuses(attribute: name) {
      found.append(
        RuleViolation(
          rule: "attribute", line: line,
          message: "`@\(name)` is not allowed in graded code"))
    }
    return found
  }

  private static func baseName(_ type: String) -> String {
    String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
  }

  static func describe(_ rule: String) -> String {
    switch rule {
    case "force-unwrap": return "force unwrapping with `!`"
    case "force-try": return "`try!`"
    case "force-cast": return "`as!`"
    case "implicitly-unwrapped": return "an implicitly unwrapped optional (`Type!`)"
    case "if-let": return "`if let`"
    case "guard-let": return "`guard let`"
    case "init?": return "a failable initializer (`init?`)"
    case "do-catch": return "`do`/`catch`"
    case "for-in": return "a `for`-`in` loop"
    case "generic": return "a generic parameter (`<T>`)"
    case "map", "filter", "reduce": return "`\(rule)`"
    default: return "`\(rule)`"
    }
  }
}
