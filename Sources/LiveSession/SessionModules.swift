public import Foundation
import Grading
public import SwiftToolchain
import Synchronization

/// What a live REPL session loads, built inside the module cache (`<cache>/dynamic/`) the first
/// time a session needs it — grading never waits for it: PlaygroundRuntime, MealKit and Shapes
/// as shared libraries with their modules (the inputs compile against these), and the session
/// host executable, which links `libPlaygroundRuntime.so` through `$ORIGIN` and loads MealKit
/// and Shapes when it starts.
///
/// A session copies the host and the three libraries into its own folder, so one read-only
/// folder (plus the toolchain's runtime libraries) is all the host needs to see.
public enum SessionModules {
  /// The folder name inside the cache.
  static let folderName = ModuleCache.sessionFolder
  /// The libraries, in load order.
  static let libraries = ["PlaygroundRuntime"] + ModuleCache.sampleModules
  /// The host executable's name.
  static let hostName = "swift-tutor-host"

  /// Held while a thread of this process checks for or builds the modules.
  private static let building = Mutex(())

  /// Builds the session's modules into `cache` unless they are there; `willBuild` is called
  /// before a build starts (about half a minute). Safe against other threads and processes: a
  /// build happens in a private folder renamed into place.
  public static func prepare(_ cache: ModuleCache, willBuild: () -> Void = {}) throws {
    try building.withLock { _ in try prepareLocked(cache, willBuild: willBuild) }
  }

  private static func prepareLocked(_ cache: ModuleCache, willBuild: () -> Void) throws {
    let manager = FileManager.default
    let final = cache.sessionModules
    let complete = final.appendingPathComponent("complete")
    if manager.fileExists(atPath: complete.path) { return }
    guard let home = cache.home else {
      throw EvaluatorError.runtimeSourcesNotFound(searched: [cache.directory.path])
    }
    willBuild()
    removeAbandonedBuilds(in: cache.directory)
    let staging = cache.directory.appendingPathComponent(".dynamic-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: staging) }
    try build(
      home: home, into: staging, toolchain: cache.toolchain, clangModules: cache.clangModules)
    try Data().write(to: staging.appendingPathComponent("complete"))
    do {
      try manager.moveItem(at: staging, to: final)
    } catch  where manager.fileExists(atPath: complete.path) {
      // Another process finished first; its build is identical.
    }
  }

  /// Removes staging folders a process left behind when it ended in the middle of a build
  /// (the REPL builds in the background and may quit first); one an hour old is abandoned.
  private static func removeAbandonedBuilds(in folder: URL) {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(".dynamic-") {
      let url = folder.appendingPathComponent(name)
      let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      if let modified, Date().timeIntervalSince(modified) > 3600 {
        try? manager.removeItem(at: url)
      }
    }
  }

  /// Builds everything into `folder`.
  private static func build(
    home: TutorHome, into folder: URL, toolchain: Toolchain, clangModules: URL
  ) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for module in libraries {
      let files = try ModuleCache.swiftFiles(in: home.sources(of: module)).map(\.path)
      try ModuleCache.compile(
        module: module, toolchain: toolchain, in: folder, clangModules: clangModules,
        [
          "-O", "-parse-as-library", "-emit-library", "-emit-module",
          "-module-name", module, "-emit-module-path",
          folder.appendingPathComponent("\(module).swiftmodule").path,
          "-o", folder.appendingPathComponent("lib\(module).so").path, "-I", folder.path,
          "-Xlinker", "-soname", "-Xlinker", "lib\(module).so",
        ] + files)
    }
    let main = folder.appendingPathComponent("host-main.swift")
    try Data("import PlaygroundRuntime\n\nSessionHost.main()\n".utf8).write(to: main)
    defer { try? FileManager.default.removeItem(at: main) }
    try ModuleCache.compile(
      module: hostName, toolchain: toolchain, in: folder, clangModules: clangModules,
      [
        "-O", "-I", folder.path, "-L", folder.path, "-lPlaygroundRuntime",
        "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN", main.path,
        "-o", folder.appendingPathComponent(hostName).path,
      ])
  }
}

extension ModuleCache {
  /// The folder of the live session's shared libraries and host (see ``SessionModules``).
  public var sessionModules: URL { directory.appendingPathComponent(SessionModules.folderName) }
}
