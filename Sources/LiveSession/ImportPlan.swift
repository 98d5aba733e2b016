/// The first line of a REPL input's generated source: the imports it needs from the inputs
/// before it, and its module number for the playground transform.
///
/// - A name the input uses that an earlier input declared is imported scoped from the newest
///   input declaring it (`@testable import var Input7.x`): a scoped import wins over the same
///   name reached through a whole-module import, so a redeclared name means its latest
///   declaration. Functions keep every overload whose signature no later input redeclared.
/// - A module whose extensions or operators the input may rely on (it names what they extend
///   or add) is imported whole, and so is every module that adds a conformance (it may be
///   relied on without a name: `Set([point])`).
/// - Only modules the input names are imported, and an input that declares no type (see
///   ``InputDeclarations/mayDeclareTypes``) is imported `@_implementationOnly`: a later input
///   that imports this one loads it and, at most, the inputs it imported, not the whole chain
///   behind them (`let v3 = v2 + 1`, `let v4 = v3 + 1`, …). The inputs that may declare a type
///   a value has stay required dependencies: each is imported directly or, when reached only
///   through such a value input, by its module marker (`import var Input3.__builtin_pg_module_
///   Input3`, a name nothing else uses). So the cost of compiling an input does not grow with
///   the length of the session.
///
/// `@testable` (the inputs are compiled with `-enable-testing`) makes the earlier inputs'
/// internal declarations visible, as they would be in one file.
struct ImportPlan {
  /// An accepted input, as far as later imports are concerned.
  struct Earlier: Sendable {
    var module: String
    var declarations: InputDeclarations
    /// The type-declaring inputs its compile recorded as required dependencies (``reach``).
    var reach: Set<String> = []
  }

  let defaults: [String]
  let earlier: [Earlier]

  /// The import line for an input using `used`, numbered `number`; `scoped: false` imports
  /// every needed module whole (the fallback when a scoped import was refused).
  func header(used: Set<String>, module: String, number: Int, scoped: Bool = true) -> String {
    let direct = directModules(used: used)
    var parts = (defaults + ["PlaygroundRuntime"]).map { "import \($0)" }
    parts += studentImports()
    var named: [String] = []
    for (module, declarations) in latest(used: used) where scoped {
      named += declarations.map {
        "\(attributes(module)) \($0.kind.rawValue) \(module).\($0.name)"
      }
    }
    let always = Set(wholeModules(used: used))
    let whole = direct.filter { !scoped || always.contains($0) }
    parts += whole.map { "\(attributes($0)) \($0)" } + named
    let markers = reach(used: used).subtracting(direct).sorted(by: Self.sessionOrder)
    parts += markers.map { "@testable import var \($0).__builtin_pg_module_\($0)" }
    parts.append("let __builtin_pg_module_\(module): Swift.Int = \(number)")
    return parts.joined(separator: "; ")
  }

  /// The type-declaring inputs an input using `used` records as required dependencies: those
  /// it imports, and those each imported input recorded.
  func reach(used: Set<String>) -> Set<String> {
    var found: Set<String> = []
    let direct = Set(directModules(used: used))
    for input in earlier where direct.contains(input.module) {
      if input.declarations.mayDeclareTypes { found.insert(input.module) }
      found.formUnion(input.reach)
    }
    return found
  }

  /// The `import` declarations students typed in earlier inputs, each once.
  func studentImports() -> [String] {
    var seen: Set<String> = []
    return earlier.flatMap(\.declarations.imports).filter { seen.insert($0).inserted }
  }

  /// `@testable import`, implementation-only for an input that declares no type.
  private func attributes(_ module: String) -> String {
    let typeFree = earlier.contains { $0.module == module && !$0.declarations.mayDeclareTypes }
    return typeFree ? "@_implementationOnly @testable import" : "@testable import"
  }

  /// Every module the input imports, in session order.
  private func directModules(used: Set<String>) -> [String] {
    var modules = latest(used: used).map(\.0)
    for module in wholeModules(used: used) where !modules.contains(module) {
      modules.append(module)
    }
    return modules.sorted(by: Self.sessionOrder)
  }

  /// The modules imported whole whatever `scoped` says: conformances, extensions, operators.
  private func wholeModules(used: Set<String>) -> [String] {
    earlier.filter {
      $0.declarations.addsConformances || !$0.declarations.related.isDisjoint(with: used)
    }.map(\.module)
  }

  /// `Input2` before `Input10`.
  private static func sessionOrder(_ first: String, _ second: String) -> Bool {
    (first.count, first) < (second.count, second)
  }
  /// For each used name, the newest declarations of it, grouped by module in session order.
  private func latest(used: Set<String>) -> [(String, [InputDeclarations.Declared])] {
    var chosen: [String: [(module: String, declared: InputDeclarations.Declared)]] = [:]
    var closed: Set<String> = []
    var signatures: [String: Set<String>] = [:]
    for input in earlier.reversed() {
      for declared in input.declarations.declared.reversed() where used.contains(declared.name) {
        let name = declared.name
        guard !closed.contains(name) else { continue }
        if declared.kind != .function {
          // A newer function overload set stops at an older non-function declaration.
          if chosen[name] == nil { chosen[name] = [(input.module, declared)] }
          closed.insert(name)
          continue
        }
        if signatures[name, default: []].insert(declared.signature).inserted,
          !(chosen[name]?.contains { $0.module == input.module } ?? false)
        {
          chosen[name, default: []].append((input.module, declared))
        }
      }
    }
    var byModule: [String: [InputDeclarations.Declared]] = [:]
    for entries in chosen.values {
      for entry in entries { byModule[entry.module, default: []].append(entry.declared) }
    }
    return earlier.compactMap { input in
      byModule[input.module].map { (input.module, $0.sorted { $0.name < $1.name }) }
    }
  }
}
