import Foundation
import SwiftParser
import SwiftSyntax

/// A sample module's textual interface (`MealKit.swiftinterface`) with some of its
/// declarations made unavailable: the forbidden ones and those the module's variant leaves out
/// with them (`MealKit.Meal`, `MealStore`; see ``ModuleVariant``), and every declaration whose
/// signature names one of them, each marked
/// `@available(*, unavailable, message: "swift-tutor:forbid-api:MealKit.Meal")`.
///
/// Compiled against it, a file that uses a forbidden declaration in any way — by name, through a
/// scoped import, or with its type only inferred (`MealStore().meals.first`, `.init(…)`) — does
/// not type-check, and the message names the forbidden declaration.
struct InterfaceRestriction {
  /// What the messages of the unavailable declarations start with; the forbidden
  /// declaration's name follows.
  static let marker = "swift-tutor:forbid-api:"

  /// The module whose interface is restricted.
  let module: String
  /// The names made unavailable within it (`Meal`, `MealStore`).
  package let names: [String]
  /// The forbidden API the messages name (`MealKit.Meal`).
  let api: String

  /// `interface` with the forbidden declarations and those that name them made unavailable.
  func restricted(_ interface: String) -> String {
    let tree = Parser.parse(source: interface)
    let finder = RestrictedDeclarations(module: module, names: names)
    finder.walk(tree)
    var bytes = Array(interface.utf8)
    for (offset, indent, _) in finder.places.sorted(by: { $0.0 > $1.0 }) {
      let attribute = "@available(*, unavailable, message: \"\(Self.marker)\(api)\")\n" + indent
      bytes.insert(contentsOf: Array(attribute.utf8), at: offset)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Where each declaration to restrict starts (after its leading trivia), the indentation to
/// repeat, and the forbidden name it is restricted for.
private final class RestrictedDeclarations: SyntaxVisitor {
  let module: String
  package let names: [String]
  private(set) var places: [(Int, String, String)] = []

  init(module: String, names: [String]) {
    self.module = module
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  /// The forbidden name `text` mentions as `Module.Name`, if any.
  private func mentioned(in text: String) -> String? {
    names.first { name in
      let pattern = "(^|[^A-Za-z0-9_.])\(module)\\.\(name)($|[^A-Za-z0-9_])"
      return text.range(of: pattern, options: .regularExpression) != nil
    }
  }

  private func restrict(_ node: some SyntaxProtocol, for name: String?) {
    guard let name else { return }
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent =
      node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false)
      .last.map(String.init) ?? ""
    places.append((offset, indent.filter { $0 == " " || $0 == "\t" }, name))
  }

  /// A declaration of the file itself, not a member (an interface has no local types).
  private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
    node.parent?.is(CodeBlockItemSyntax.self) ?? false
  }

  private func nominal(_ name: TokenSyntax, _ rest: String, _ node: some SyntaxProtocol)
    -> SyntaxVisitorContinueKind
  {
    let own = isTopLevel(node) && names.contains(name.text) ? name.text : nil
    restrict(node, for: own ?? mentioned(in: rest))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    nominal(node.name, "\(node.inheritanceClause?.description ?? "")", node)
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    nominal(node.name, "\(node.inheritanceClause?.description ?? "")", node)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    nominal(node.name, "\(node.inheritanceClause?.description ?? "")", node)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    nominal(node.name, "\(node.inheritanceClause?.description ?? "")", node)
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let header =
      " \(node.extendedType.trimmedDescription) \(node.inheritanceClause?.description ?? "")"
      + (node.genericWhereClause?.description ?? "")
    restrict(node, for: mentioned(in: header))
    return .visitChildren
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    restrict(
      node,
      for: mentioned(
        in: " " + node.signature.description + (node.genericWhereClause?.description ?? "")))
    return .skipChildren
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    restrict(node, for: mentioned(in: " " + node.signature.description))
    return .skipChildren
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    restrict(
      node,
      for: mentioned(in: " " + node.parameterClause.description + node.returnClause.description))
    return .skipChildren
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    restrict(
      node,
      for: mentioned(in: " " + node.bindings.map { $0.typeAnnotation?.description ?? "" }.joined()))
    return .skipChildren
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    restrict(node, for: mentioned(in: " " + node.initializer.description))
    return .skipChildren
  }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    restrict(node, for: mentioned(in: " " + node.elements.description))
    return .skipChildren
  }
}
