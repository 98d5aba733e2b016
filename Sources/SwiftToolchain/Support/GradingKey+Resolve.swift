public import Foundation

extension GradingKey {
  /// The name of the installation key in the cache folder.
  public static let installationFileName = "grading.key"

  /// The key to grade with: `secretFile` when given, else `$SWIFT_TUTOR_SECRET`, else the
  /// installation key in `cacheRoot` (made now when missing).
  ///
  /// Throws ``GradingKeyError`` for a secret too short, a file that cannot be read, or an
  /// installation key that cannot be made.
  public static func resolve(
    secretFile: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
    cacheRoot: URL
  ) throws -> GradingKey {
    if let secretFile {
      guard let data = FileManager.default.contents(atPath: secretFile) else {
        throw GradingKeyError.unreadable(path: secretFile)
      }
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return try given(text, origin: .file(secretFile), name: secretFile)
    }
    if let secret = environment[environmentVariable], !secret.isEmpty {
      return try given(secret, origin: .environment, name: "$" + environmentVariable)
    }
    return try installation(in: cacheRoot)
  }

  private static func given(_ secret: String, origin: Origin, name: String) throws -> GradingKey {
    guard secret.count >= shortestSecret else {
      throw GradingKeyError.tooShort(name: name, characters: secret.count)
    }
    return GradingKey(secret: Data(secret.utf8), origin: origin)
  }

  /// The installation key in `folder`, made with 32 random bytes on first use (mode 0600,
  /// linked into place so two graders starting at once agree on one key).
  static func installation(in folder: URL) throws -> GradingKey {
    let file = folder.appendingPathComponent(installationFileName)
    let manager = FileManager.default
    if let key = try read(file) { return key }
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw GradingKeyError.cannotMake(path: file.path, reason: error.localizedDescription)
    }
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let staging = folder.appendingPathComponent(".\(installationFileName).\(UUID().uuidString)")
    defer { unlink(staging.path) }
    let descriptor = open(staging.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw GradingKeyError.cannotMake(path: file.path, reason: String(cString: strerror(errno)))
    }
    let text = Array((Hex.string(Data(bytes)) + "\n").utf8)
    let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == text.count else {
      throw GradingKeyError.cannotMake(path: file.path, reason: "short write")
    }
    if link(staging.path, file.path) != 0 && errno != EEXIST {
      throw GradingKeyError.cannotMake(path: file.path, reason: String(cString: strerror(errno)))
    }
    guard let key = try read(file) else {
      throw GradingKeyError.cannotMake(path: file.path, reason: "it vanished")
    }
    return key
  }

  /// The key in `file`, nil when there is none; a key others may read is made private first.
  private static func read(_ file: URL) throws -> GradingKey? {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      guard FileManager.default.fileExists(atPath: file.path) else { return nil }
      throw GradingKeyError.unreadable(path: file.path)
    }
    var status = stat()
    if stat(file.path, &status) == 0, status.st_mode & 0o077 != 0, status.st_uid == getuid() {
      chmod(file.path, 0o600)
    }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.count >= shortestSecret else {
      throw GradingKeyError.tooShort(name: file.path, characters: text.count)
    }
    return GradingKey(secret: Data(text.utf8), origin: .installation(file.path))
  }
}

/// Why there is no grading key: the tool's problem (exit 2 or 3), never the student's.
public enum GradingKeyError: Error, Equatable, CustomStringConvertible {
  /// A secret of fewer than ``GradingKey/shortestSecret`` characters.
  case tooShort(name: String, characters: Int)
  /// A secret file that cannot be read.
  case unreadable(path: String)
  /// The installation key could not be written.
  case cannotMake(path: String, reason: String)

  /// In English; the command line says it through the catalog.
  public var description: String {
    switch self {
    case .tooShort(let name, let characters):
      return "\(name): a grading secret needs at least \(GradingKey.shortestSecret) characters "
        + "(it has \(characters))"
    case .unreadable(let path): return "\(path): cannot read the grading secret"
    case .cannotMake(let path, let reason): return "\(path): cannot make the grading key: \(reason)"
    }
  }
}
