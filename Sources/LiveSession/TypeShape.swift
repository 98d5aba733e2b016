import SwiftSyntax

/// What the compiler would need to synthesize a conformance for a type declared in an earlier
/// input: its stored properties, its enum cases, the protocols it already conforms to.
struct TypeShape: Sendable {
  enum Kind: Sendable { case structure, enumeration, other }

  /// A stored instance property.
  struct Property: Sendable {
    var name: String
    /// The type as written, when it is.
    var type: String?
    /// A `let` with a default value: never decoded (as in synthesized `Codable`).
    var fixed: Bool
  }

  /// An enum case and how many values it carries.
  struct Case: Sendable {
    var name: String
    var arity: Int
  }

  var kind: Kind
  var properties: [Property] = []
  var cases: [Case] = []
  var inherited: Set<String> = []
  /// The member names it declares (`CodingKeys`, `hash`, `==`, …).
  var members: Set<String> = []

  init(kind: Kind, members block: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?) {
    self.kind = kind
    inherited = Self.names(in: inheritance)
    for member in block.members {
      let declaration = member.decl
      if let named = declaration.asProtocol(NamedDeclSyntax.self) {
        members.insert(named.name.text)
      }
      if declaration.is(InitializerDeclSyntax.self) { members.insert("init") }
      if let cases = declaration.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements {
          let arity = element.parameterClause?.parameters.count ?? 0
          self.cases.append(Case(name: element.name.text, arity: arity))
        }
      }
      guard let variable = declaration.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
        })
      else { continue }
      let constant = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings where Self.isStored(binding) {
        for name in InputDeclarations.identifiers(in: binding.pattern) {
          members.insert(name)
          properties.append(
            Property(
              name: name, type: binding.typeAnnotation?.type.trimmedDescription,
              fixed: constant && binding.initializer != nil))
        }
      }
    }
  }

  /// The identifiers of an inheritance clause (`Equatable`, `Codable`, …).
  static func names(in clause: InheritanceClauseSyntax?) -> Set<String> {
    guard let clause else { return [] }
    return Set(clause.inheritedTypes.map { $0.type.trimmedDescription })
  }

  /// Stored: no accessors, or only `willSet`/`didSet` observers.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }
}
