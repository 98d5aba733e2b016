import Foundation
import Grading
import SwiftToolchain

/// The private folder of one live session, removed when the session ends:
/// - `lib/`: the host, its three libraries (copied from the module cache) and every input's
///   module and library — the one folder the host loads code from (read-only to it);
/// - `work/`: the host's current folder, home and temporary folder (writable);
/// - `build/`: the compiler's objects and temporary files (the host never sees it).
struct SessionFolder {
  let root: Scratch
  var libraries: URL { root.url.appendingPathComponent("lib") }
  var work: URL { root.url.appendingPathComponent("work") }
  var build: URL { root.url.appendingPathComponent("build") }

  init(scratchRoot: URL?, cache: ModuleCache) throws {
    root = try Scratch(root: scratchRoot)
    let manager = FileManager.default
    for folder in [libraries, work, build] {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let names = [SessionModules.hostName] + SessionModules.libraries.map { "lib\($0).so" }
    for name in names {
      let source = cache.sessionModules.appendingPathComponent(name)
      let target = libraries.appendingPathComponent(name)
      do {
        try manager.linkItem(at: source, to: target)
      } catch {
        try manager.copyItem(at: source, to: target)
      }
    }
    // A jailed host runs as a user of its own: it traverses the root and reads the libraries
    // (its working folder is the jail's own).
    chmod(root.url.path, 0o711)
    chmod(libraries.path, 0o755)
  }

  func remove() { root.remove() }
}
