import Foundation

/// The folder that holds the runtime sources (`Sources/MealKit`, `Sources/Shapes`,
/// `Sources/TutorChecks`, `Sources/PlaygroundRuntime`) and the bundled `Lessons/`.
///
/// Looked up in this order, first match wins:
/// 1. `$SWIFT_TUTOR_HOME`;
/// 2. `<executable>/../share/swift-tutor` (what `make install` lays out);
/// 3. the package checkout the executable was built in (walking up from it).
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
    executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
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

  private static func isHome(_ url: URL) -> Bool {
    let marker = url.appendingPathComponent("Sources/TutorChecks")
    return FileManager.default.fileExists(atPath: marker.path)
  }
}
