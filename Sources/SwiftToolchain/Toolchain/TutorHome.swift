public import Foundation

/// The folder that holds the runtime sources (`Sources/MealKit`, `Sources/Shapes`,
/// `Sources/TutorChecks`, `Sources/PlaygroundRuntime`) and the bundled `Lessons/`.
///
/// Looked up in this order, first match wins:
/// 1. `$SWIFT_TUTOR_HOME`;
/// 2. `<executable>/../share/swift-tutor` (what `make install` lays out);
/// 3. the package checkout the executable was built in (walking up from it).
///
/// The executable is the running binary as the kernel knows it (`/proc/self/exe`, links
/// followed), not `argv[0]`: a tool run by name through `PATH` from another folder has an
/// `argv[0]` of just `swift-tutor`, which says nothing about where it lives.
public struct TutorHome: Sendable {
  /// The folder itself.
  public let url: URL

  /// A home at `url` (no checks: ``locate(environment:executable:)`` searches).
  public init(url: URL) { self.url = url }

  /// The runtime sources of `module`.
  public func sources(of module: String) -> URL {
    url.appendingPathComponent("Sources").appendingPathComponent(module)
  }

  /// The bundled lessons.
  public var lessons: URL { url.appendingPathComponent("Lessons") }

  /// Finds the home folder, or throws naming every place searched.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL = runningExecutable()
  ) throws -> TutorHome {
    var candidates: [URL] = []
    if let home = environment["SWIFT_TUTOR_HOME"], !home.isEmpty {
      candidates.append(URL(fileURLWithPath: home))
    }
    let binary = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    candidates.append(binary.appendingPathComponent("../share/swift-tutor").standardized)
    var folder = binary
    while folder.path != "/" {
      candidates.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    for candidate in candidates where isHome(candidate) {
      return TutorHome(url: candidate)
    }
    throw EvaluatorError.runtimeSourcesNotFound(searched: candidates.prefix(4).map(\.path))
  }

  /// The running binary: `/proc/self/exe` read as a link; where there is none (not Linux),
  /// `argv[0]` looked up like a shell does (a name without `/` through `PATH`).
  public static func runningExecutable(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: target)
    }
    let name = CommandLine.arguments.first ?? "."
    if name.contains("/") { return URL(fileURLWithPath: name) }
    let path = environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: name)
  }

  private static func isHome(_ url: URL) -> Bool {
    let marker = url.appendingPathComponent("Sources/TutorChecks")
    return FileManager.default.fileExists(atPath: marker.path)
  }
}
