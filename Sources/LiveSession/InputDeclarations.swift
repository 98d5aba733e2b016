import SwiftParser
import SwiftSyntax

/// What one REPL input declares for later inputs, and which names it uses: enough to give a
/// later input the imports it needs and nothing more.
struct InputDeclarations: Sendable {
  /// A scoped-import kind (`import var Input3.x`).
  enum Kind: String, Sendable {
    case variable = "var"
    case function = "func"
    case structure = "struct"
    case classType = "class"
    case enumeration = "enum"
    case protocolType = "protocol"
    case alias = "typealias"
  }

  /// A top-level name; functions carry their signature, so an overload with another signature
  /// stays visible next to a newer one.
  struct Declared: Sendable, Hashable {
    var name: String
    var kind: Kind
    var signature: String = ""
  }

  /// The top-level declarations, in order.
  var declared: [Declared] = []
  /// Names whose use needs the whole module imported: what its extensions extend, conform to
  /// and add, and the operators and precedence groups it declares.
  var related: Set<String> = []
  /// The input's own `import` declarations, as typed.
  var imports: [String] = []
  /// Every identifier and operator the input mentions.
  var used: Set<String> = []
  /// The types it declares, for conformances a later input adds (see ConformanceSynthesis).
  var shapes: [String: TypeShape] = [:]
  /// The protocols its extensions add, by the extended type's name.
  var conformances: [String: Set<String>] = [:]
  /// Whether it adds a conformance to a type: a later input may rely on it without naming
  /// anything of it (`Set([point])`), so every later input imports it.
  var addsConformances: Bool { conformances.values.contains { !$0.isEmpty } }

  /// Whether a type could come from this input: it declares or extends one anywhere (a local
  /// type too), or an opaque `some` type, alias, operator or precedence group. A later input
  /// whose values may have such a type must load this module (see ``ImportPlan``); an input
  /// without them (`let total = subtotal + tip`) is one nothing needs to load but its importer.
  private(set) var mayDeclareTypes = false

  /// The top-level names, for "replaces the earlier x".
  var names: Set<String> { Set(declared.map(\.name)) }

  init(_ source: String) {
    let tree = Parser.parse(source: source)
    for token in tree.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text), .binaryOperator(let text), .prefixOperator(let text),
        .postfixOperator(let text):
        used.insert(text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text)
      case .keyword(let keyword) where Self.typeKeywords.contains(keyword):
        mayDeclareTypes = true
      case .pound: mayDeclareTypes = true  // a freestanding macro may declare a type
      default: break
      }
    }
    for item in tree.statements { collect(item.item) }
    if SubscriptFinder.finds(in: tree) { used.insert(Self.subscriptUse) }
  }

  private static let typeKeywords: Set<Keyword> = [
    .struct, .class, .enum, .actor, .protocol, .extension, .typealias, .associatedtype, .some,
    .operator, .precedencegroup,
  ]

  /// Stands for "declares a subscript" and "uses a subscript" (`grid[1, 1]`), which no name
  /// spells.
  static let subscriptUse = "subscript"

  private mutating func collect(_ item: CodeBlockItemSyntax.Item) {
    switch item {
    case .decl(let declaration): collect(declaration)
    case .stmt(let statement):
      // A top-level guard's names become globals (see GuardRewrite).
      if let guardStmt = statement.as(GuardStmtSyntax.self) {
        for name in GuardRewrite.names(guardStmt) { add(name, .variable) }
      }
    default: break
    }
  }

  private mutating func collect(_ declaration: DeclSyntax) {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .variableDecl(let variable):
      for binding in variable.bindings {
        for name in Self.identifiers(in: binding.pattern) { add(name, .variable) }
      }
    case .functionDecl(let function):
      let name = function.name.text
      guard case .identifier = function.name.tokenKind else {
        related.insert(name)  // an operator function: found through its module, never scoped
        return
      }
      let signature =
        (function.genericParameterClause?.trimmedDescription ?? "")
        + function.signature.parameterClause.trimmedDescription
      declared.append(Declared(name: name, kind: .function, signature: signature.squeezed()))
    case .structDecl(let type): addType(type.name.text, .structure, type, shape: .structure)
    case .classDecl(let type): addType(type.name.text, .classType, type)
    case .actorDecl(let type): addType(type.name.text, .classType, type)
    case .enumDecl(let type): addType(type.name.text, .enumeration, type, shape: .enumeration)
    case .protocolDecl(let type):
      addType(type.name.text, .protocolType, type)
      // An operator requirement is found through its module, like an operator function:
      // `xs.reduce(.zero, +)` in a function generic over the protocol.
      for member in type.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
        if case .identifier = function.name.tokenKind { continue }
        related.insert(function.name.text)
      }
    case .typeAliasDecl(let alias): add(alias.name.text, .alias)
    case .extensionDecl(let extensionDecl): relate(extensionDecl)
    case .operatorDecl(let operatorDecl): related.insert(operatorDecl.name.text)
    case .precedenceGroupDecl(let group): related.insert(group.name.text)
    case .importDecl(let importDecl): imports.append(importDecl.trimmedDescription.squeezed())
    case .ifConfigDecl(let config):
      for clause in config.clauses {
        switch clause.elements {
        case .statements(let items): for item in items { collect(item.item) }
        case .decls(let members): for member in members { collect(member.decl) }
        default: break
        }
      }
    default: break
    }
  }

  private mutating func add(_ name: String, _ kind: Kind) {
    let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    declared.append(Declared(name: bare, kind: kind))
  }

  /// A type's own members need no import: the type's module is loaded with any value of it,
  /// and inputs are compiled without access control (see InputCompiler).
  private mutating func addType(
    _ name: String, _ kind: Kind, _ type: some DeclGroupSyntax, shape: TypeShape.Kind = .other
  ) {
    add(name, kind)
    shapes[name] = TypeShape(
      kind: shape, members: type.memberBlock, inheritance: type.inheritanceClause)
  }

  /// An extension matters wherever its type, its protocols or its members are named.
  private mutating func relate(_ extensionDecl: ExtensionDeclSyntax) {
    conformances[extensionDecl.extendedType.trimmedDescription, default: []].formUnion(
      TypeShape.names(in: extensionDecl.inheritanceClause))
    let header = [
      Syntax(extensionDecl.extendedType), extensionDecl.inheritanceClause.map(Syntax.init),
      extensionDecl.genericWhereClause.map(Syntax.init),
    ]
    for part in header.compactMap({ $0 }) {
      for token in part.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind { related.insert(text) }
      }
    }
    related.formUnion(Self.memberNames(in: extensionDecl.memberBlock))
  }

  /// The names a member block declares, nested types' members included.
  private static func memberNames(in block: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in block.members {
      let declaration = member.decl
      if let variable = declaration.as(VariableDeclSyntax.self) {
        for binding in variable.bindings { names.formUnion(identifiers(in: binding.pattern)) }
      } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
        names.formUnion(cases.elements.map(\.name.text))
      } else if let named = declaration.asProtocol(NamedDeclSyntax.self) {
        names.insert(named.name.text)
      } else if declaration.is(SubscriptDeclSyntax.self) {
        names.insert(Self.subscriptUse)
      }
      if let nested = declaration.asProtocol(DeclGroupSyntax.self) {
        names.formUnion(memberNames(in: nested.memberBlock))
      }
    }
    return names
  }

  static func identifiers(in pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      return [identifier.identifier.text]
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap { identifiers(in: $0.pattern) }
    }
    return []
  }
}

extension String {
  /// Runs of whitespace as one space (signatures compare regardless of layout).
  func squeezed() -> String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// Whether a tree subscripts anything.
private final class SubscriptFinder: SyntaxVisitor {
  var found = false

  static func finds(in tree: SourceFileSyntax) -> Bool {
    let finder = SubscriptFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
