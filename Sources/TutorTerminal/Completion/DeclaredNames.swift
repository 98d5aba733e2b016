import SwiftParser
import SwiftSyntax

/// The names a piece of Swift declares — variables, functions, types, enum cases, members —
/// optionally only the `public` and `open` ones (for a library's names).
enum DeclaredNames {
  static func `in`(_ code: String, publicOnly: Bool = false) -> Set<String> {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.publicOnly = publicOnly
    collector.walk(Parser.parse(source: code))
    return collector.names
  }

  private final class Collector: SyntaxAnyVisitor {
    var names: Set<String> = []
    var publicOnly = false

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if publicOnly, !isPublic(node) { return .visitChildren }
      if let named = node.asProtocol(NamedDeclSyntax.self) { names.insert(named.name.text) }
      if let variable = node.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { names.insert(token.text) }
          }
        }
      }
      if !publicOnly, let element = node.as(EnumCaseElementSyntax.self) {
        names.insert(element.name.text)
      }
      return .visitChildren
    }

    private func isPublic(_ node: Syntax) -> Bool {
      guard let declaration = node.asProtocol(WithModifiersSyntax.self) else { return false }
      return declaration.modifiers.contains { modifier in
        modifier.name.tokenKind == .keyword(.public) || modifier.name.tokenKind == .keyword(.open)
      }
    }
  }
}
