import TutorSupport

/// `#sourceLocation`, `#warning` and `#error` in graded code: refused. Each makes the compiler
/// say what the file chooses — a diagnostic at another file, or any text at all — where the
/// learner and the teacher expect the compiler's own words.
enum DirectiveRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    file.declarations.directives.map { name, line in
      RuleViolation(
        rule: .directive, line: line, message: Message.directiveRefused(name).text(file.language))
    }
  }
}

extension StaticRule {
  /// `#sourceLocation`, `#warning` or `#error`: refused.
  public static let directive = StaticRule(
    name: "directive", isRefusal: true, title: Message("judge.rule.title.directive"))
}

extension Message {
  /// `#sourceLocation`, `#warning` or `#error` refused.
  static func directiveRefused(_ name: String) -> Message {
    if name == "sourceLocation" { return Message("judge.rule.source-location") }
    return Message("judge.rule.directive", ["name": name])
  }
}
