public import Foundation

/// The Swift compiler used to build student programs, identified by what it is
/// on disk, so a toolchain upgrade gets a cache of its own.
public struct Toolchain: Sendable {
  /// The path of `swiftc` as found (not resolved: the driver picks its mode
  /// from the name it is called by, and `swiftc` links to `swift-driver`).
  public let swiftc: URL
  /// A short id derived from the compiler's path, size and modification time.
  public let id: String

  /// The folder of the Swift runtime's shared libraries that compiled programs load
  /// (`<toolchain>/usr/lib/swift/linux`), found next to the real `swiftc`.
  public var runtimeLibraries: URL {
    swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/linux")
  }

  /// Finds `swiftc`: `$SWIFT_TUTOR_SWIFTC`, else the first on `PATH`.
  public static func discover(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Toolchain {
    let manager = FileManager.default
    var searched = "SWIFT_TUTOR_SWIFTC"
    var candidates: [String] = []
    if let explicit = environment["SWIFT_TUTOR_SWIFTC"], !explicit.isEmpty {
      candidates.append(explicit)
    }
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    searched += ", PATH=\(path)"
    candidates += path.split(separator: ":").map { "\($0)/swiftc" }
    guard let found = candidates.first(where: { manager.isExecutableFile(atPath: $0) }) else {
      throw EvaluatorError.toolchainNotFound(searched: searched)
    }
    let resolved = URL(fileURLWithPath: found).resolvingSymlinksInPath()
    let attributes = try? manager.attributesOfItem(atPath: resolved.path)
    var hash = ContentDigest()
    hash.update(field: resolved.path)
    hash.update(field: "\(attributes?[.size] ?? 0)")
    hash.update(field: "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
    return Toolchain(swiftc: URL(fileURLWithPath: found), id: String(hash.hexDigest().prefix(16)))
  }
}
