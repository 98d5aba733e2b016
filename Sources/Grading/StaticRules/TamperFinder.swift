import Diagnostics
import SwiftSyntax

/// Finds what in a student's file could change the checks themselves rather
/// than the code they test: top-level names that shadow the check DSL (also
/// inside `#if` blocks and tuple patterns), extensions of the DSL's types, and
/// attributes that rename symbols or run code before `main` (`@_silgen_name`,
/// `@section`, `@used`, `@c`, …).
final class TamperFinder: SyntaxAnyVisitor {
  private let converter: SourceLocationConverter
  /// Names declared at file scope, with their lines.
  private(set) var topLevelNames: [(String, Int)] = []
  /// Types the file extends (last name component), with their lines.
  private(set) var extendedTypes: [(String, Int)] = []
  /// Attribute names (without `@`), with their lines.
  private(set) var attributes: [(String, Int)] = []
  /// Operator functions at file scope or in an extension, with the extended
  /// type's name (nil at file scope) and their lines.
  private(set) var operators: [(name: String, extended: String?, line: Int)] = []
  /// Functions and properties declared directly in an extension, with the
  /// extended type's name and their lines.
  private(set) var extensionMembers: [(name: String, extended: String, line: Int)] = []
  /// Every type the file declares, at any depth.
  private(set) var nestedTypeNames: Set<String> = []
  /// `#sourceLocation`, `#warning` and `#error` directives and their lines: each makes the
  /// compiler say what the file chooses (a diagnostic at another file, or any text at all).
  private(set) var directives: [(name: String, line: Int)] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if node.is(PoundSourceLocationSyntax.self) {
      directives.append(("sourceLocation", line(of: node)))
    } else if let name = node.as(MacroExpansionDeclSyntax.self)?.macroName.text
      ?? node.as(MacroExpansionExprSyntax.self)?.macroName.text,
      name == "warning" || name == "error"
    {
      directives.append((name, line(of: node)))
    }
    if let type = node.asProtocol(NamedDeclSyntax.self),
      node.isProtocol(DeclGroupSyntax.self)
        || node.is(TypeAliasDeclSyntax.self)
    {
      nestedTypeNames.insert(unquoted(type.name.text))
    }
    if let attribute = node.as(AttributeSyntax.self) {
      attributes.append((attribute.attributeName.trimmedDescription, line(of: node)))
    } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
      let type = extensionDecl.extendedType
      let name =
        type.as(MemberTypeSyntax.self)?.name.text ?? type.as(IdentifierTypeSyntax.self)?.name.text
      if let name { extendedTypes.append((unquoted(name), line(of: node))) }
    } else if let function = node.as(FunctionDeclSyntax.self), Self.isOperator(function.name) {
      operators.append((function.name.text, Self.extendedName(around: node), line(of: node)))
    }
    if let extended = Self.extendedName(around: node), !extended.isEmpty,
      node.is(FunctionDeclSyntax.self) || node.is(VariableDeclSyntax.self)
    {
      for name in Self.declaredNames(node) {
        extensionMembers.append((unquoted(name), extended, line(of: node)))
      }
    }
    if Self.isTopLevel(node) {
      for name in Self.declaredNames(node) {
        topLevelNames.append((unquoted(name), line(of: node)))
      }
    }
    return .visitChildren
  }

  private func line(of node: Syntax) -> Int { node.startLocation(converter: converter).line }

  private func unquoted(_ name: String) -> String { name.trimmingCharacters(in: "`") }

  static func isOperator(_ name: TokenSyntax) -> Bool {
    switch name.tokenKind {
    case .binaryOperator, .prefixOperator, .postfixOperator: return true
    default: return false
    }
  }

  /// The name of the type an extension around `node` extends; nil at file
  /// scope, "" inside a type declaration of the file itself.
  static func extendedName(around node: Syntax) -> String? {
    var parent = node.parent
    while let current = parent {
      if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
        return extensionDecl.extendedType.trimmedDescription
      }
      if current.isProtocol(DeclGroupSyntax.self) { return "" }
      parent = current.parent
    }
    return nil
  }

  /// The names a declaration introduces.
  static func declaredNames(_ node: Syntax) -> [String] {
    if let variable = node.as(VariableDeclSyntax.self) {
      return variable.bindings.flatMap { names(in: $0.pattern) }
    }
    if let named = node.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
    return []
  }

  /// Identifiers bound by a pattern, through tuples.
  package static func names(in pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap { names(in: $0.pattern) }
    }
    return []
  }

  /// Whether `node` is a statement of the file itself, also inside `#if` blocks.
  static func isTopLevel(_ node: Syntax) -> Bool {
    guard node.parent?.is(CodeBlockItemSyntax.self) == true, let list = node.parent?.parent
    else { return false }
    if list.parent?.is(SourceFileSyntax.self) == true { return true }
    guard list.parent?.is(IfConfigClauseSyntax.self) == true,
      let ifConfig = list.parent?.parent?.parent, ifConfig.is(IfConfigDeclSyntax.self)
    else { return false }
    return isTopLevel(ifConfig)
  }
}
