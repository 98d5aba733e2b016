public import LessonKit
import TutorSupport

/// An exercise's `forbid:` (`force-unwrap`, `force-try`, `force-cast`, `implicitly-unwrapped`):
/// a `fail` at each line that uses the construct, in every `#if` clause, compiled or not.
enum ForbiddenConstructRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    file.options.forbid.flatMap { construct in
      Set(file.constructs.forbidden[construct, default: []]).sorted().map { line in  // one a line
        RuleViolation(
          rule: .forbidden(construct), line: line,
          message: Message.forbiddenConstruct(construct).text(file.language))
      }
    }
  }
}

extension StaticRule {
  /// `forbid: [construct]`, reported by the construct's name (`force-unwrap`).
  public static func forbidden(_ construct: ForbiddenConstruct) -> StaticRule {
    StaticRule(
      name: construct.rawValue, isRefusal: false,
      title: Message("judge.rule.title.forbid", ["construct": Message.named(construct)]))
  }
}

extension Message {
  /// A construct the exercise forbids.
  static func forbiddenConstruct(_ construct: ForbiddenConstruct) -> Message {
    Message("judge.rule.forbidden", ["construct": named(construct)])
  }

  /// How a forbidden construct is named in a sentence.
  static func named(_ construct: ForbiddenConstruct) -> Message {
    switch construct {
    case .forceUnwrap: Message("judge.construct.force-unwrap")
    case .forceTry: Message("judge.construct.force-try")
    case .forceCast: Message("judge.construct.force-cast")
    case .implicitlyUnwrapped: Message("judge.construct.implicitly-unwrapped")
    }
  }
}
