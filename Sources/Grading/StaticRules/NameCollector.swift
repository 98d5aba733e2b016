import Diagnostics
package import SwiftSyntax

/// The names a source file refers to and the names it binds itself (``ShadowRule``, and the
/// live session's word on an earlier input's constant).
package final class NameCollector: SyntaxVisitor {
  /// The names used: references to values and types.
  package private(set) var referenced: Set<String> = []
  /// The names bound: every pattern, parameter, closure parameter, function and generic
  /// parameter, at any depth.
  package private(set) var declared: Set<String> = []

  /// Collects the names of `tree`.
  package init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override package func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    referenced.insert(node.baseName.text.trimmingCharacters(in: "`"))
    return .visitChildren
  }

  override package func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    referenced.insert(node.name.text.trimmingCharacters(in: "`"))
    return .visitChildren
  }

  override package func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text.trimmingCharacters(in: "`"))
    return .visitChildren
  }

  override package func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind
  {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override package func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override package func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override package func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override package func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }
}
