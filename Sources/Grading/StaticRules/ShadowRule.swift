import LessonKit
import SwiftParser
import SwiftSyntax
public import TutorSupport

/// Refuses a student's top-level declaration of a name the checks use that is
/// not the student's to declare.
///
/// Inside the graded program the student's file-scope names shadow the
/// standard library's and the sample modules' in `checks.swift` too: a
/// student's own `zip` or `abs` or `String` would change what the checks
/// compute. The names the reference solution declares are the student's to
/// declare; names the checks declare themselves (locals, parameters) are the
/// checks' own and cannot be shadowed.
public enum ShadowRule: SourceRule {
  /// What an exercise's checks and solution say about names, worked out once per exercise.
  public struct Names: Sendable {
    /// Names the checks refer to.
    let referenced: Set<String>
    /// Names a student may declare although the checks use them.
    let allowed: Set<String>

    /// The names of `checks` and `solution`.
    public init(checks: String, solution: String) {
      let used = NameCollector(Parser.parse(source: checks))
      let reference = ShadowRule.finder(solution)
      referenced = used.referenced
      allowed = used.declared.union(reference.topLevelNames.map(\.0)).union(ReservedNames.all)
        .union(reference.extensionMembers.map(\.name))
    }
  }

  /// A violation for each top-level name of `student` that `checks` uses but
  /// neither `checks` nor `solution` declares.
  public static func violations(
    student: String, checks: String, solution: String, language: Language = .en
  ) -> [RuleViolation] {
    violations(
      student: student, names: Names(checks: checks, solution: solution), language: language)
  }

  /// The same, with the exercise's names worked out already.
  public static func violations(student: String, names: Names, language: Language = .en)
    -> [RuleViolation]
  {
    violations(of: finder(student), names: names, language: language)
  }

  /// The file's violations when the grading knows the exercise's names (`options.shadowing`).
  static func violations(in file: RuleFile) -> [RuleViolation] {
    guard let names = file.options.shadowing else { return [] }
    return violations(of: file.declarations, names: names, language: file.language)
  }

  private static func violations(of mine: TamperFinder, names: Names, language: Language)
    -> [RuleViolation]
  {
    let ownTypes = Set(mine.topLevelNames.map(\.0))
    // Members added to a type the file does not declare shadow the library's
    // members of the same name (`extension Array { func map … }`).
    let members = mine.extensionMembers.filter {
      !ownTypes.contains(String($0.extended.prefix { $0 != "<" }.split(separator: ".").last ?? ""))
    }.map { ($0.name, $0.line) }
    return (mine.topLevelNames + members).compactMap { name, line in
      guard names.referenced.contains(name), !names.allowed.contains(name) else { return nil }
      return RuleViolation(
        rule: .reservedName, line: line, message: Message.shadowedName(name).text(language))
    }
  }

  static func finder(_ source: String) -> TamperFinder {
    let tree = Parser.parse(source: source)
    let finder = TamperFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
    finder.walk(tree)
    return finder
  }
}

extension Message {
  /// A top-level declaration of a name the checks use and expect to be the usual one.
  static func shadowedName(_ name: String) -> Message {
    Message("judge.rule.shadowed", ["name": name])
  }
}
