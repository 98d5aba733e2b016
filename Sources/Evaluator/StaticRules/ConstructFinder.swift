import SwiftSyntax

/// Walks a syntax tree recording the lines where each rule's construct appears.
final class ConstructFinder: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private(set) var lines: [String: [Int]] = [:]

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func note(_ rule: String, _ node: some SyntaxProtocol) {
    lines[rule, default: []].append(node.startLocation(converter: converter).line)
  }

  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    note("force-unwrap", node)
    return .visitChildren
  }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .exclamationMark { note("force-try", node) }
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .exclamationMark { note("force-cast", node) }
    return .visitChildren
  }

  /// `x as! T` inside a longer expression: the parser leaves operator sequences unfolded.
  override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .exclamationMark { note("force-cast", node) }
    return .visitChildren
  }

  /// `Type!` unwraps by force wherever the value is used, so it is a force unwrap too.
  override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
    note("implicitly-unwrapped", node)
    note("force-unwrap", node)
    return .visitChildren
  }

  /// `\Meal.photo!`: a key path component that unwraps by force.
  override func visit(_ node: KeyPathOptionalComponentSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark.tokenKind == .exclamationMark { note("force-unwrap", node) }
    return .visitChildren
  }

  /// `x.unsafelyUnwrapped` (in any spelling): a force unwrap without even the check.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.isUnsafelyUnwrapped(node.declName.baseName) { note("force-unwrap", node) }
    return .visitChildren
  }

  /// `\.unsafelyUnwrapped` in a key path.
  override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
    if Self.isUnsafelyUnwrapped(node.declName.baseName) { note("force-unwrap", node) }
    return .visitChildren
  }

  private static func isUnsafelyUnwrapped(_ name: TokenSyntax) -> Bool {
    name.text.filter { $0 != "`" } == "unsafelyUnwrapped"
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    if node.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) {
      note("if-let", node)
    }
    return .visitChildren
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    note("guard", node)
    if node.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) {
      note("guard-let", node)
    }
    return .visitChildren
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    note("switch", node)
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    note("for-in", node)
    return .visitChildren
  }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    note("while", node)
    return .visitChildren
  }

  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    note("while", node)
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    note("closure", node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      ["unsafeDowncast", "unsafeBitCast"].contains(callee.baseName.text)
    {
      note("force-cast", node)  // casts that cannot fail, whatever the value
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if ["map", "filter", "reduce"].contains(name) { note(name, node) }
    }
    return .visitChildren
  }

  override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
    if !node.catchClauses.isEmpty { note("do-catch", node) }
    return .visitChildren
  }

  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
    note("generic", node)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.optionalMark != nil { note("init?", node) }
    if node.signature.effectSpecifiers?.throwsClause != nil { note("throws", node) }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.signature.effectSpecifiers?.throwsClause != nil { note("throws", node) }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    note("extension", node)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    note("protocol", node)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    note("enum", node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    note("struct", node)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    note("class", node)
    return .visitChildren
  }
}
