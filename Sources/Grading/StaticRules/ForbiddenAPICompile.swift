import Diagnostics
package import Foundation
import LessonKit
package import SwiftToolchain
package import TutorSupport

/// `forbid-api:` decided by the compiler: the student's file is type-checked against the sample
/// modules' interfaces with the forbidden declarations made unavailable
/// (``InterfaceRestriction``), so a use the spelling rule cannot see — a type only inferred —
/// fails too. The graded program and the reference still build against the real modules.
package struct ForbiddenAPICompile: Sendable {
  let cache: ModuleCache

  /// The forbidden-API compile against `cache`'s modules.
  package init(cache: ModuleCache) { self.cache = cache }

  /// The forbidden-API violations of `source` for `exercise` (none when it forbids no API or
  /// the file uses none), at the student's lines.
  ///
  /// Other compile errors are left to the graded compile, which reports them in full.
  package func violations(
    of source: String, exercise: ExerciseSpec, scratchRoot: URL?, language: Language
  )
    throws -> [RuleViolation]
  {
    guard !exercise.forbiddenAPIs.isEmpty else { return [] }
    let interfaces = try restrictedInterfaces(for: exercise.forbiddenAPIs)
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent(HarnessSource.mainFile)
    let name = exercise.sourceFileName
    try ProgramBuilder.writePrivately(
      HarnessSource.program(student: source, fileName: name, imports: exercise.importedModules),
      to: file)
    let arguments =
      ["-typecheck", "-diagnostic-style", "llvm", "-module-name", "main"]
      + ["-I", interfaces.path] + cache.flags(linking: []) + [file.path]
    let compiled = try SwiftCompile(
      cache.toolchain.swiftc, code: .learner, folder: scratch.url,
      moduleCache: cache.clangModules, arguments: arguments
    ).run()
    var seen = Set<Int>()
    return Diagnostic.parse(compiled.text).compactMap { diagnostic in
      guard diagnostic.severity == .error, diagnostic.file == name,
        let marker = diagnostic.message.range(of: InterfaceRestriction.marker),
        seen.insert(diagnostic.line).inserted
      else { return nil }
      let api = String(diagnostic.message[marker.upperBound...])
      return RuleViolation(
        rule: .forbiddenAPI(api), line: diagnostic.line,
        message: Message.forbiddenAPI(api).text(language))
    }
  }

  /// The folder of restricted interfaces for `apis` (`Module.Name` each), made once per
  /// module cache and list of APIs, and kept beside the cache.
  func restrictedInterfaces(for apis: [String]) throws -> URL {
    var digest = ContentDigest()
    digest.update(field: "restricted-v2")
    digest.update(field: cache.directory.lastPathComponent)
    for api in apis.sorted() { digest.update(field: api) }
    let root = cache.directory.deletingLastPathComponent().appendingPathComponent("restricted")
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
    let byModule = Dictionary(grouping: apis.compactMap(Self.split), by: \.module)
    for (module, parts) in byModule {
      let interface = staging.appendingPathComponent("\(module).swiftinterface")
      let sources = try ModuleCache.swiftFiles(in: home.sources(of: module)).map(\.path)
      try ModuleCache.compile(
        module: module, toolchain: cache.toolchain, in: staging, clangModules: cache.clangModules,
        [
          "-typecheck", "-parse-as-library", "-enable-library-evolution",
          "-module-name", module, "-emit-module-interface-path", interface.path,
          "-I", cache.directory.path,
        ] + sources)
      let text = try String(contentsOf: interface, encoding: .utf8)
      let files = try ModuleCache.swiftFiles(in: home.sources(of: module))
      let removed = try ModuleVariant.split(files, without: Set(parts.map(\.name))).removed
      let restriction = InterfaceRestriction(
        module: module, names: removed.sorted(), api: "\(module).\(parts[0].name)")
      try Data(restriction.restricted(text).utf8).write(to: interface)
      try? manager.removeItem(
        at: staging.appendingPathComponent("\(module).private.swiftinterface"))
    }
    try Data().write(to: staging.appendingPathComponent("complete"))
    do {
      try manager.moveItem(at: staging, to: folder)
    } catch  where manager.fileExists(atPath: folder.appendingPathComponent("complete").path) {
      // Another grader made the same interfaces first.
    }
    return folder
  }

  /// `Module.Name` as its two parts.
  static func split(_ api: String) -> (module: String, name: String)? {
    let parts = api.split(separator: ".").map(String.init)
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
