import Foundation
import Grading
import SwiftToolchain

/// The parts of the toolchain a live session calls directly, found next to `swiftc`: the
/// frontend (one process per input instead of the driver's several), `ld.lld` (a shared
/// library in ~10 ms instead of the driver's ~150), the runtime libraries and `swiftrt.o`.
/// Whatever is missing falls back to the driver.
struct SessionToolchain: Sendable {
  /// `swift-frontend`, or the driver (`swiftc -frontend` does the same).
  let frontend: URL
  /// `ld.lld`, when the toolchain has it.
  let linker: URL?
  /// The Swift runtime libraries (`…/lib/swift/linux`): the session host needs them read-only.
  let runtimeLibraries: URL
  /// The object every Swift shared library starts with (registers its metadata).
  let startObject: URL
  /// The compiler, for the fallbacks.
  let driver: URL
  /// `x86_64-unknown-linux-gnu` and the like.
  let target: String
  /// Macro plug-in folders (`@Observable` and friends).
  let pluginArguments: [String]

  init(_ toolchain: Toolchain) {
    let manager = FileManager.default
    driver = toolchain.swiftc
    let bin = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
    let usr = bin.deletingLastPathComponent()
    let candidate = bin.appendingPathComponent("swift-frontend")
    frontend = manager.isExecutableFile(atPath: candidate.path) ? candidate : toolchain.swiftc
    let lld = bin.appendingPathComponent("ld.lld")
    runtimeLibraries = usr.appendingPathComponent("lib/swift/linux")
    let arch = Self.machine()
    startObject = runtimeLibraries.appendingPathComponent("\(arch)/swiftrt.o")
    let canLink =
      manager.isExecutableFile(atPath: lld.path) && manager.fileExists(atPath: startObject.path)
    linker = canLink ? lld : nil
    target = "\(arch)-unknown-linux-gnu"
    let host = usr.appendingPathComponent("lib/swift/host")
    var plugins: [String] = []
    let server = host.appendingPathComponent("libSwiftInProcPluginServer.so")
    if manager.fileExists(atPath: server.path) {
      plugins += ["-in-process-plugin-server-path", server.path]
    }
    let folder = host.appendingPathComponent("plugins")
    if manager.fileExists(atPath: folder.path) { plugins += ["-plugin-path", folder.path] }
    pluginArguments = plugins
  }

  /// `uname -m`.
  private static func machine() -> String {
    var names = utsname()
    uname(&names)
    return withUnsafeBytes(of: &names.machine) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
