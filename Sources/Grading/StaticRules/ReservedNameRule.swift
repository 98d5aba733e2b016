import TutorSupport

/// A top-level declaration of a name of the check DSL (``ReservedNames``): refused. Inside the
/// graded program it would shadow the DSL in the probes, and the compiler's message would be
/// confusing.
enum ReservedNameRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    file.declarations.topLevelNames.filter { ReservedNames.all.contains($0.0) }.map { name, line in
      RuleViolation(
        rule: .reservedName, line: line, message: Message.reservedName(name).text(file.language))
    }
  }
}

extension StaticRule {
  /// A top-level name the checks use (a name of the check DSL, or one the checks expect, see
  /// ``ShadowRule``): refused.
  public static let reservedName = StaticRule(
    name: "reserved name", isRefusal: true, title: Message("judge.rule.title.reserved-name"))
}

extension Message {
  /// A top-level declaration of a name of the check DSL.
  static func reservedName(_ name: String) -> Message {
    Message("judge.rule.reserved-name", ["name": name])
  }
}
