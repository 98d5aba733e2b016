import Foundation
import SwiftParser
import SwiftSyntax
import SwiftToolchain

/// A sample module as an exercise with `forbid-api:` links it: built again from its sources
/// without the forbidden declaration and without every source file that depends on it, so
/// that the library's code cannot decide anything for the student at run time — not through
/// an API that merely returns or decodes the forbidden type (`MealStore.load(from:)`), not by
/// looking the type up by its mangled name (`_typeByName`).
///
/// Both programs of such an exercise link the variant: the student's and the reference (the
/// checks of such an exercise therefore never name the forbidden declaration). Kept beside
/// the module cache, one folder per list of forbidden APIs.
struct ModuleVariant: Sendable {
  let cache: ModuleCache

  /// The folder of variant modules for `apis` (`Module.Name` each), built now when missing;
  /// nil when there are none.
  func folder(for apis: [String]) throws -> URL? {
    guard !apis.isEmpty else { return nil }
    var digest = ContentDigest()
    digest.update(field: "variant-v1")
    digest.update(field: cache.directory.lastPathComponent)
    for api in apis.sorted() { digest.update(field: api) }
    let root = cache.directory.deletingLastPathComponent().appendingPathComponent("variants")
    let folder = root.appendingPathComponent(String(digest.hexDigest().prefix(24)))
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.appendingPathComponent("complete").path) { return folder }
    guard let home = cache.home else {
      throw EvaluatorError.runtimeSourcesNotFound(searched: [cache.directory.path])
    }
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    let staging = root.appendingPathComponent(".staging-\(UUID().uuidString)")
    try manager.createDirectory(at: staging, withIntermediateDirectories: false)
    defer { try? manager.removeItem(at: staging) }
    let byModule = Dictionary(grouping: apis.compactMap(ForbiddenAPICompile.split), by: \.module)
    for (module, parts) in byModule.sorted(by: { $0.key < $1.key }) {
      let files = try ModuleCache.swiftFiles(in: home.sources(of: module))
      let kept = try Self.split(files, without: Set(parts.map(\.name))).kept
      try ModuleCache.compile(
        module: module, toolchain: cache.toolchain, in: staging, clangModules: cache.clangModules,
        [
          "-O", "-parse-as-library", "-static", "-emit-library",
          "-emit-module", "-module-name", module,
          "-emit-module-path", staging.appendingPathComponent("\(module).swiftmodule").path,
          "-o", staging.appendingPathComponent("lib\(module).a").path,
          "-I", cache.directory.path,
        ] + kept.map(\.path))
    }
    try Data().write(to: staging.appendingPathComponent("complete"))
    do {
      try manager.moveItem(at: staging, to: folder)
    } catch  where manager.fileExists(atPath: folder.appendingPathComponent("complete").path) {
      // Another grader built the same variant first.
    }
    return folder
  }

  /// The files of `files` that neither declare nor mention any of `names`, nor any type
  /// declared in a file left out (to a fixed point): a file is left out whole.
  static func kept(_ files: [URL], without names: Set<String>) throws -> [URL] {
    try split(files, without: names).kept
  }

  /// The files kept, and every name left out with the others (`names` and what the files
  /// left out declare: `MealStore`, which holds meals, goes with `Meal`).
  static func split(_ files: [URL], without names: Set<String>) throws
    -> (kept: [URL], removed: Set<String>)
  {
    let parsed = try files.map {
      file -> (url: URL, declared: Set<String>, mentioned: Set<String>) in
      let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
      let names = DeclaredTypes()
      names.walk(tree)
      let mentioned = Set(
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          if case .identifier(let text) = token.tokenKind { return text }
          return nil
        })
      return (file, names.declared, mentioned)
    }
    var gone = names
    var dropped = Set<URL>()
    while true {
      let more = parsed.filter { !dropped.contains($0.url) && !$0.mentioned.isDisjoint(with: gone) }
      if more.isEmpty { break }
      for file in more {
        dropped.insert(file.url)
        gone.formUnion(file.declared)
      }
    }
    return (parsed.map(\.url).filter { !dropped.contains($0) }, gone)
  }
}

/// The names a file declares at file scope — types, functions, variables — which is how
/// other files can depend on it (a nested type is reached through its outer type's name).
private final class DeclaredTypes: SyntaxVisitor {
  private(set) var declared = Set<String>()

  init() { super.init(viewMode: .sourceAccurate) }

  private func note(_ name: TokenSyntax, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    if node.parent?.is(CodeBlockItemSyntax.self) == true { declared.insert(name.text) }
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, node)
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, node)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, node)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, node)
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, node)
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.name, node)
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(CodeBlockItemSyntax.self) == true {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
          declared.insert(name.identifier.text)
        }
      }
    }
    return .skipChildren
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
