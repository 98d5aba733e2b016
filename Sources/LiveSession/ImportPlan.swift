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
/// - Only modules the input names are imported, so the cost of compiling an input does not
///   grow with the length of the session.
///
/// `@testable` (the inputs are compiled with `-enable-testing`) makes the earlier inputs'
/// internal declarations visible, as they would be in one file.
struct ImportPlan {
  /// An accepted input, as far as later imports are concerned.
  struct Earlier: Sendable {
    var module: String
    var declarations: InputDeclarations
  }

  let defaults: [String]
  let earlier: [Earlier]

  /// The import line for an input using `used`, numbered `number`; `scoped: false` imports
  /// every needed module whole (the fallback when a scoped import was refused).
  func header(used: Set<String>, module: String, number: Int, scoped: Bool = true) -> String {
    var whole: [String] = []
    var named: [String] = []
    for (module, declarations) in latest(used: used) {
      if scoped {
        named += declarations.map { "@testable import \($0.kind.rawValue) \(module).\($0.name)" }
      } else if !whole.contains(module) {
        whole.append(module)
      }
    }
    for input in earlier
    where input.declarations.addsConformances || !input.declarations.related.isDisjoint(with: used)
    {
      if !whole.contains(input.module) { whole.append(input.module) }
    }
    var parts = (defaults + ["PlaygroundRuntime"]).map { "import \($0)" }
    parts += studentImports()
    parts += whole.map { "@testable import \($0)" } + named
    parts.append("let __builtin_pg_module_\(module): Swift.Int = \(number)")
    return parts.joined(separator: "; ")
  }

  /// The `import` declarations students typed in earlier inputs, each once.
  func studentImports() -> [String] {
    var seen: Set<String> = []
    return earlier.flatMap(\.declarations.imports).filter { seen.insert($0).inserted }
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
