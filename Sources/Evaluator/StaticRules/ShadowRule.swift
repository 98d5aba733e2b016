import SwiftParser
import SwiftSyntax

/// Refuses a student's top-level declaration of a name the checks use that is
/// not the student's to declare.
///
/// Inside the graded program the student's file-scope names shadow the
/// standard library's and the sample modules' in `checks.swift` too: a
/// student's own `zip` or `abs` or `String` would change what the checks
/// compute. The names the reference solution declares are the student's to
/// declare; names the checks declare themselves (locals, parameters) are the
/// checks' own and cannot be shadowed.
public enum ShadowRule {
  /// A violation for each top-level name of `student` that `checks` uses but
  /// neither `checks` nor `solution` declares.
  public static func violations(student: String, checks: String, solution: String)
    -> [RuleViolation]
  {
    let used = NameCollector(Parser.parse(source: checks))
    let solutionNames = topLevelNames(solution).map(\.0)
    let allowed = used.declared.union(solutionNames).union(ReservedNames.all)
    return topLevelNames(student).compactMap { name, line in
      guard used.referenced.contains(name), !allowed.contains(name) else { return nil }
      return RuleViolation(
        rule: "reserved name", line: line,
        message: "the checks use `\(name)` and expect the usual one; please rename yours")
    }
  }

  static func topLevelNames(_ source: String) -> [(String, Int)] {
    let tree = Parser.parse(source: source)
    let finder = TamperFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
    finder.walk(tree)
    return finder.topLevelNames
  }
}

/// The names a source file refers to and the names it binds itself.
private final class NameCollector: SyntaxVisitor {
  private(set) var referenced: Set<String> = []
  private(set) var declared: Set<String> = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    referenced.insert(node.baseName.text.trimmingCharacters(in: "`"))
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    referenced.insert(node.name.text.trimmingCharacters(in: "`"))
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text.trimmingCharacters(in: "`"))
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }
}
