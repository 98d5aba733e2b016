import SwiftParser
import SwiftSyntax

/// The names an input declares at its top level: constants and variables, functions, types,
/// type aliases. Used to let a new input replace an earlier declaration of the same name.
enum TopLevelNames {
  static func of(_ source: String) -> Set<String> {
    var names: Set<String> = []
    for item in Parser.parse(source: source).statements {
      let declaration = item.item
      if let variable = declaration.as(VariableDeclSyntax.self) {
        for binding in variable.bindings { names.formUnion(identifiers(in: binding.pattern)) }
      } else if let named = declaration.asProtocol(NamedDeclSyntax.self) {
        names.insert(named.name.text)
      }
    }
    return names
  }

  private static func identifiers(in pattern: PatternSyntax) -> Set<String> {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.reduce(into: []) { $0.formUnion(identifiers(in: $1.pattern)) }
    }
    return []
  }
}
