import TutorSupport

/// An operator declared outside the file's own types: refused. An operator of the file's own
/// type is fine; at file scope or on a type the file does not declare it would also change the
/// probes' `==`, `===`, ….
enum OperatorRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    let ownTypes = file.declarations.nestedTypeNames
    return file.declarations.operators.filter { operation in
      operation.extended.map { !$0.isEmpty && !ownTypes.contains(baseName($0)) } ?? true
    }.map { operation in
      RuleViolation(
        rule: .operatorOutsideType, line: operation.line,
        message: Message.operatorOutsideType(operation.name).text(file.language))
    }
  }

  private static func baseName(_ type: String) -> String {
    String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
  }
}

extension StaticRule {
  /// An operator declared outside the file's own types: refused.
  public static let operatorOutsideType = StaticRule(
    name: "operator", isRefusal: true, title: Message("judge.rule.title.operator"))
}

extension Message {
  /// An operator declared outside the file's own types.
  static func operatorOutsideType(_ name: String) -> Message {
    Message("judge.rule.operator-outside-type", ["name": name])
  }
}
