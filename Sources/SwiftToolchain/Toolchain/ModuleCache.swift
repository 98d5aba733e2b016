public import Foundation
import LessonKit
import TutorSupport

/// MealKit, Shapes, TutorChecks and PlaygroundRuntime, prebuilt once per
/// toolchain and per version of their sources as static libraries + modules in
/// `$XDG_CACHE_HOME/swift-tutor/<toolchain-id>/modules-<sources-hash>/`.
///
/// A build happens in a private temporary folder that is renamed into place,
/// so two graders starting at once both end up with one complete cache.
public struct ModuleCache: Sendable {
  /// The sample libraries' modules (`SampleLibrary` lists them), in build order.
  public static let sampleModules = SampleLibrary.allCases.map(\.rawValue)
  /// The modules every student program can import, in build order.
  public static let modules = sampleModules + ["PlaygroundRuntime", "TutorChecks"]

  /// The folder holding `lib<Module>.a` and `<Module>.swiftmodule` for each module.
  public let directory: URL
  /// The compiler the modules were built with.
  public let toolchain: Toolchain
  /// A digest of the modules' sources (part of every result-cache key).
  public let sourcesHash: String
  /// Where the sources were found (the live REPL builds its own variants from them later).
  public var home: TutorHome?

  /// Returns the cache for `toolchain`, building it first when missing or stale;
  /// `willBuild` is called before a build starts (it takes half a minute), so the caller can
  /// say why it is waiting.
  public static func prepare(
    toolchain: Toolchain, home: TutorHome, root: URL = ModuleCache.defaultRoot(),
    willBuild: () -> Void = {}
  ) throws -> ModuleCache {
    let hash = try sourcesDigest(home: home)
    let base = root.appendingPathComponent(toolchain.id)
    let final = base.appendingPathComponent("modules-\(hash.prefix(16))")
    let cache = ModuleCache(directory: final, toolchain: toolchain, sourcesHash: hash, home: home)
    let manager = FileManager.default
    let complete = final.appendingPathComponent("complete")
    // `complete` holds the folder the modules were built in. The sample modules move with
    // their cache, but the clang modules and what was built against them (the variants, the
    // restricted interfaces, the live session's modules) record that path: a cache copied or
    // moved since (another CI job's path, another user's home) gets them built again, as they
    // are needed, rather than failing every student's compile.
    if let built = try? String(contentsOf: complete, encoding: .utf8) {
      if built == base.path { return cache }
      for folder in [clangFolder, "variants", "restricted"] {
        try? manager.removeItem(at: base.appendingPathComponent(folder))
      }
      try? manager.removeItem(at: final.appendingPathComponent(sessionFolder))
      if (try? Data(base.path.utf8).write(to: complete)) != nil { return cache }
    }
    willBuild()
    try manager.createDirectory(at: base, withIntermediateDirectories: true)
    let staging = base.appendingPathComponent(".building-\(UUID().uuidString)")
    try manager.createDirectory(at: staging, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: staging) }
    for module in modules {
      try build(
        module: module, home: home, into: staging, toolchain: toolchain,
        clangModules: base.appendingPathComponent(clangFolder))
    }
    try Data(base.path.utf8).write(to: staging.appendingPathComponent("complete"))
    do {
      try manager.moveItem(at: staging, to: final)
    } catch  where manager.fileExists(atPath: complete.path) {
      // Another grader finished first; its cache is identical.
    }
    return cache
  }

  /// `$XDG_CACHE_HOME/swift-tutor`, else `~/.cache/swift-tutor` (``UserFolders/cache``).
  public static func defaultRoot(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    UserFolders(environment: environment).cache
  }

  /// The clang module cache beside the sample modules (every compile of this toolchain shares
  /// it), rather than in the grader's own cache folders.
  public var clangModules: URL {
    directory.deletingLastPathComponent().appendingPathComponent(Self.clangFolder)
  }

  private static let clangFolder = "clang-modules"
  /// The live session's modules, built in the cache's folder when a session first needs them.
  package static let sessionFolder = "dynamic"

  /// Linker and search flags for a student program using `modules`.
  public func flags(linking modules: [String]) -> [String] {
    ["-I", directory.path, "-L", directory.path] + modules.map { "-l\($0)" }
  }

  static func sourcesDigest(home: TutorHome) throws -> String {
    var hash = ContentDigest()
    hash.update(field: "flags-v1")
    for module in modules {
      for file in try swiftFiles(in: home.sources(of: module)) {
        hash.update(field: "\(module)/\(file.lastPathComponent)")
        hash.update(try Data(contentsOf: file))
      }
    }
    return hash.hexDigest()
  }

  package static func swiftFiles(in folder: URL) throws -> [URL] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      throw EvaluatorError.fileProblem(path: folder.path, reason: "cannot list the module sources")
    }
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  private static func build(
    module: String, home: TutorHome, into folder: URL, toolchain: Toolchain, clangModules: URL
  ) throws {
    let files = try swiftFiles(in: home.sources(of: module)).map(\.path)
    let arguments =
      [
        "-O", "-parse-as-library", "-static", "-emit-library",
        "-emit-module", "-module-name", module,
        "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
        "-o", folder.appendingPathComponent("lib\(module).a").path, "-I", folder.path,
      ] + files
    try compile(
      module: module, toolchain: toolchain, in: folder, clangModules: clangModules, arguments)
  }

  /// Runs `swiftc` with `arguments` to build `module` (a sample library or the session host)
  /// in `folder`, its clang modules in `clangModules`.
  package static func compile(
    module: String, toolchain: Toolchain, in folder: URL, clangModules: URL, _ arguments: [String]
  ) throws {
    let compiled = try SwiftCompile(
      toolchain.swiftc, code: .tool, folder: folder, moduleCache: clangModules,
      arguments: arguments
    ).run()
    guard compiled.succeeded else {
      throw EvaluatorError.moduleBuildFailed(module: module, diagnostics: compiled.text)
    }
  }
}
