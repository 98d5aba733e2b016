import LessonKit
import SwiftIfConfig
import SwiftSyntax

/// Walks a syntax tree recording the lines where each forbidden construct appears — in every
/// `#if` clause, compiled or not — and which required constructs appear in code the graded
/// build compiles (`GradedBuild`): a `guard` inside `#if false` does not satisfy `require: guard`.
final class ConstructFinder: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private let regions: ConfiguredRegions
  /// The lines of each forbidden construct, in every clause.
  private(set) var forbidden: [ForbiddenConstruct: [Int]] = [:]
  /// The required constructs found in compiled code.
  private(set) var required: Set<RequiredConstruct> = []

  init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
    self.converter = converter
    regions = tree.configuredRegions(in: GradedBuild())
    super.init(viewMode: .sourceAccurate)
  }

  private func note(_ construct: ForbiddenConstruct, _ node: some SyntaxProtocol) {
    forbidden[construct, default: []].append(node.startLocation(converter: converter).line)
  }

  private func note(_ construct: RequiredConstruct, _ node: some SyntaxProtocol) {
    if regions.isActive(node) == .active { required.insert(construct) }
  }

  override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
    note(ForbiddenConstruct.forceUnwrap, node)
    return .visitChildren
  }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
      note(ForbiddenConstruct.forceTry, node)
    }
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
      note(ForbiddenConstruct.forceCast, node)
    }
    return .visitChildren
  }

  /// `x as! T` inside a longer expression: the parser leaves operator sequences unfolded.
  override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark?.tokenKind == .exclamationMark {
      note(ForbiddenConstruct.forceCast, node)
    }
    return .visitChildren
  }

  /// `Type!` unwraps by force wherever the value is used, so it is a force unwrap too.
  override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
    note(ForbiddenConstruct.implicitlyUnwrapped, node)
    note(ForbiddenConstruct.forceUnwrap, node)
    return .visitChildren
  }

  /// `\Meal.photo!`: a key path component that unwraps by force.
  override func visit(_ node: KeyPathOptionalComponentSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark.tokenKind == .exclamationMark {
      note(ForbiddenConstruct.forceUnwrap, node)
    }
    return .visitChildren
  }

  /// `x.unsafelyUnwrapped` (in any spelling): a force unwrap without even the check.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.isUnsafelyUnwrapped(node.declName.baseName) {
      note(ForbiddenConstruct.forceUnwrap, node)
    }
    return .visitChildren
  }

  /// `\.unsafelyUnwrapped` in a key path.
  override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
    if Self.isUnsafelyUnwrapped(node.declName.baseName) {
      note(ForbiddenConstruct.forceUnwrap, node)
    }
    return .visitChildren
  }

  private static func isUnsafelyUnwrapped(_ name: TokenSyntax) -> Bool {
    name.text.filter { $0 != "`" } == "unsafelyUnwrapped"
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    if node.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) {
      note(RequiredConstruct.ifLet, node)
    }
    return .visitChildren
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.guardStatement, node)
    if node.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) {
      note(RequiredConstruct.guardLet, node)
    }
    return .visitChildren
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.switchStatement, node)
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.forInLoop, node)
    return .visitChildren
  }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.whileLoop, node)
    return .visitChildren
  }

  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.whileLoop, node)
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.closure, node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      ["unsafeDowncast", "unsafeBitCast"].contains(callee.baseName.text)
    {
      note(ForbiddenConstruct.forceCast, node)  // casts that cannot fail, whatever the value
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if let construct = RequiredConstruct(rawValue: name),
        [.map, .filter, .reduce].contains(construct)
      {
        note(construct, node)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
    if !node.catchClauses.isEmpty { note(RequiredConstruct.doCatch, node) }
    return .visitChildren
  }

  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.generic, node)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.optionalMark != nil { note(RequiredConstruct.failableInitializer, node) }
    if node.signature.effectSpecifiers?.throwsClause != nil {
      note(RequiredConstruct.throwingFunction, node)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.signature.effectSpecifiers?.throwsClause != nil {
      note(RequiredConstruct.throwingFunction, node)
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.extensionDeclaration, node)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.protocolDeclaration, node)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.enumDeclaration, node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.structDeclaration, node)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    note(RequiredConstruct.classDeclaration, node)
    return .visitChildren
  }
}
