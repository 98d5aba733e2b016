import Foundation
import Grading
public import Sandbox
public import SwiftToolchain

/// The evaluator's parts over the package's own runtime sources, made once per test process
/// and shared by the test targets that grade or run code: the module cache and the jail.
public enum TestModules {
  /// The module cache of the package's sample libraries, TutorChecks and PlaygroundRuntime.
  public static let cache = Result { () throws -> ModuleCache in
    try ModuleCache.prepare(
      toolchain: Toolchain.discover(), home: TutorHome(url: TestPaths.packageRoot))
  }

  /// The variables that point a child `swift-tutor` with a home of its own at the module
  /// cache ``cache`` fills (the user's): without them it builds the modules again, cold, which
  /// takes half a minute alone and more than a command's two minutes on a loaded machine.
  public static var sharedCacheEnvironment: [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    if let cache = inherited["XDG_CACHE_HOME"] { return ["XDG_CACHE_HOME": cache] }
    return inherited["HOME"].map { ["XDG_CACHE_HOME": $0 + "/.cache"] } ?? [:]
  }

  /// The jail every test grades and runs in; `make deps` installs bubblewrap, so a machine
  /// without one fails here, loudly.
  public static let jail = Result { () throws -> Jail in
    try JailProbe.probe(toolchain: Toolchain.discover()).get()
  }

  /// Short limits: two seconds of CPU, four on the clock.
  public static var quickLimits: SandboxLimits {
    var limits = SandboxLimits()
    limits.cpuSeconds = 2
    limits.wallSeconds = 4
    return limits
  }

  /// Limits with room to fill a gigabyte on a busy machine: the memory limit must stop such
  /// runs, never the clock.
  public static var roomyLimits: SandboxLimits {
    var limits = SandboxLimits()
    limits.cpuSeconds = 8
    limits.wallSeconds = 20
    return limits
  }
}
