import Foundation
import SwiftParser
import SwiftSyntax

/// Swift keywords and the public names of the sample libraries, for Tab completion.
enum SampleSymbols {
  /// The keywords a learner types at the prompt.
  static let keywords = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else",
    "enum", "extension", "false", "fallthrough", "for", "func", "guard", "if", "import", "in",
    "init", "is", "let", "nil", "override", "print", "private", "protocol", "repeat", "return",
    "self", "static", "struct", "super", "switch", "throw", "throws", "true", "try", "var",
    "where", "while", "Int", "Double", "String", "Bool", "Array", "Dictionary", "Optional",
  ]

  /// The `public` and `open` names declared in the `.swift` files under `folders`.
  static func publicNames(in folders: [URL]) -> Set<String> {
    var names: Set<String> = []
    for folder in folders {
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift",
          let text = try? String(contentsOf: file, encoding: .utf8)
        else { continue }
        let collector = PublicNames(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        names.formUnion(collector.names)
      }
    }
    return names
  }

  private final class PublicNames: SyntaxAnyVisitor {
    var names: Set<String> = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      guard let declaration = node.asProtocol(WithModifiersSyntax.self) else {
        return .visitChildren
      }
      let visible = declaration.modifiers.contains { modifier in
        modifier.name.tokenKind == .keyword(.public) || modifier.name.tokenKind == .keyword(.open)
      }
      guard visible else { return .visitChildren }
      if let named = node.asProtocol(NamedDeclSyntax.self) { names.insert(named.name.text) }
      if let variable = node.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            names.insert(pattern.identifier.text)
          }
        }
      }
      return .visitChildren
    }
  }
}
