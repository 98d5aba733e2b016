import FoundationEssentials
import LessonKit
import SwiftSyntax
import TutorSupport

/// The attributes graded code may use: an allowlist, not a denylist, so that no spelling of a
/// compiler-internal attribute (`@_cdecl`, ``@`_silgen_name` ``, `@section`, …) gets through.
///
/// The file's own types may be used as attributes too (property wrappers, result builders, global
/// actors). Not the security boundary — the judge runs outside the program — but a clear message
/// where the compiler would say something obscure.
enum AttributeRule: SourceRule {
  /// Attributes of the language that learners' code has a use for.
  static let allowed: Set<String> = [
    "available", "autoclosure", "convention", "discardableResult", "dynamicCallable",
    "dynamicMemberLookup", "escaping", "frozen", "globalActor", "inlinable", "inline",
    "MainActor", "nonobjc", "Observable", "ObservationIgnored", "preconcurrency",
    "propertyWrapper", "resultBuilder", "retroactive", "Sendable", "TaskLocal", "unchecked",
    "unknown", "usableFromInline", "warn_unqualified_access",
  ]

  /// Names the compiler gives attributes of its own, which no type of the file may stand for.
  static func compilerNames(_ name: String) -> Bool {
    name.hasPrefix("_") || name.first?.isLowercase == true
  }

  /// Attributes of the file that are neither allowed nor the file's own types.
  static func violations(in file: RuleFile) -> [RuleViolation] {
    let ownTypes = file.declarations.nestedTypeNames
    var found: [RuleViolation] = []
    for (name, line) in file.declarations.attributes {
      let unqualified = name.split(separator: "<").first.map(String.init) ?? name
      let base =
        (unqualified.split(separator: ".").last.map(String.init) ?? unqualified)
        .components(separatedBy: "::").last?.filter { $0 != "`" && !$0.isWhitespace } ?? ""
      // The file's own type may stand for an attribute, but never under a compiler's name
      // (`struct _cdecl {}` must not let `@_cdecl` through).
      let ownAttribute = ownTypes.contains(base) && !Self.compilerNames(base)
      guard !allowed.contains(base), !ownAttribute else { continue }
      found.append(
        RuleViolation(
          rule: .attribute, line: line,
          message: Message.attributeRefused(base).text(file.language)))
    }
    return found
  }
}

extension StaticRule {
  /// An attribute outside the allowlist (`@_silgen_name`): refused.
  public static let attribute = StaticRule(
    name: "attribute", isRefusal: true, title: Message("judge.rule.title.attribute"))
}

extension Message {
  /// An attribute outside the allowlist.
  static func attributeRefused(_ name: String) -> Message {
    Message("judge.rule.attribute", ["name": name])
  }
}
