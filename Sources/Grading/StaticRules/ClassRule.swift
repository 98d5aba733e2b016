import SwiftSyntax
import TutorSupport

/// An exercise's `classes:` (`[TallyCounter]`): each name must be declared in the student's file
/// with `class` — not `struct`, `enum` or `actor`, and not left out.
///
/// Decided from the syntax, outside the student's program: "is a class" observed inside the
/// program is a constant, and a program can rewrite what it reports (it can read its own
/// output channel), so a fact that never varies is never left to it.
enum ClassRule: SourceRule {
  static func violations(in file: RuleFile) -> [RuleViolation] {
    let classes = file.options.classes
    guard !classes.isEmpty else { return [] }
    let finder = TypeKinds(converter: file.converter)
    finder.walk(file.tree)
    return classes.compactMap { name in
      let declared = finder.kinds[name]
      if declared?.kind == "class" { return nil }
      return RuleViolation(
        rule: .requiredClass(name), line: declared?.line,
        message: Message.requiredClass(name, found: declared?.kind).text(file.language))
    }
  }
}

extension StaticRule {
  /// `classes: [name]`, reported as `class TallyCounter`.
  public static func requiredClass(_ name: String) -> StaticRule {
    StaticRule(
      name: "class \(name)", isRefusal: false,
      title: Message("judge.rule.title.class", ["name": name]))
  }
}

extension Message {
  /// `name` must be declared with `class`; `found` is what it was declared as, if anything.
  static func requiredClass(_ name: String, found: String?) -> Message {
    guard let found else { return Message("judge.rule.class-missing", ["name": name]) }
    return Message("judge.rule.not-a-class", ["name": name, "found": found])
  }
}

/// The kind (`class`, `struct`, `enum`, `actor`, `protocol`, `typealias`) each file-scope type
/// name is declared as, and its line (the first declaration of a name wins).
private final class TypeKinds: SyntaxVisitor {
  let converter: SourceLocationConverter
  private(set) var kinds: [String: (kind: String, line: Int)] = [:]

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func note(_ name: TokenSyntax, _ kind: String, _ node: some SyntaxProtocol)
    -> SyntaxVisitorContinueKind
  {
    // File scope only: a type nested in another is not the one the checks name.
    if node.parent?.is(CodeBlockItemSyntax.self) == true, kinds[name.text] == nil {
      kinds[name.text] = (kind, node.startLocation(converter: converter).line)
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, "class", node)
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, "struct", node)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, "enum", node)
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, "actor", node)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, "protocol", node)
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, "typealias", node)
  }
}
