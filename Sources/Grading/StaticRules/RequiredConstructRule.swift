public import LessonKit
import TutorSupport

/// An exercise's `require:` (`if-let`, `guard-let`, `switch`, …): a `fail` without a line when
/// the code the graded build compiles never uses the construct (`GradedBuild`: a `guard` inside
/// `#if false` does not count).
enum RequiredConstructRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    file.options.require.filter { !file.constructs.required.contains($0) }.map { construct in
      RuleViolation(
        rule: .required(construct), line: nil,
        message: Message.requiredConstruct(construct).text(file.language))
    }
  }
}

extension StaticRule {
  /// `require: [construct]`, reported as `require if-let`.
  public static func required(_ construct: RequiredConstruct) -> StaticRule {
    StaticRule(
      name: "require \(construct.rawValue)", isRefusal: false,
      title: Message("judge.rule.title.require", ["construct": Message.named(construct)]))
  }
}

extension Message {
  /// A construct the exercise requires and the file lacks.
  static func requiredConstruct(_ construct: RequiredConstruct) -> Message {
    Message("judge.rule.required", ["construct": named(construct)])
  }

  /// How a required construct is named in a sentence: in words where a keyword would not do,
  /// else its keyword (`switch`, `map`).
  static func named(_ construct: RequiredConstruct) -> Message {
    switch construct {
    case .ifLet: Message("judge.construct.if-let")
    case .guardLet: Message("judge.construct.guard-let")
    case .failableInitializer: Message("judge.construct.failable-init")
    case .doCatch: Message("judge.construct.do-catch")
    case .forInLoop: Message("judge.construct.for-in")
    case .generic: Message("judge.construct.generic")
    default: Message("judge.construct.other", ["rule": construct.rawValue])
    }
  }
}
