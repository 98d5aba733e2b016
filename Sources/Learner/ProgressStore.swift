public import Foundation
public import TutorSupport

/// Reads and writes ``LearnerProgress`` at one file, atomically, never losing a file it cannot read.
///
/// A file that is not valid progress is renamed aside (`progress.json.corrupt-<time>`) and
/// reported through ``LoadResult/notice``; the learner starts from empty progress and the
/// broken file stays on disk for them to inspect.
public struct ProgressStore: Sendable {
  /// The progress file.
  public let url: URL

  /// A store at `url` (see ``defaultURL(environment:)``).
  public init(url: URL) { self.url = url }

  /// What ``load()`` found.
  public struct LoadResult: Sendable {
    /// The progress read, or empty progress.
    public var progress: LearnerProgress
    /// Set when the file was unreadable and was moved aside: says where it went and why.
    public var notice: Message?
    /// The version of the file the progress was read from (nil when none was read).
    public var version: Version?
  }

  /// `$XDG_STATE_HOME/swift-tutor/progress.json`, with `~/.local/state` when `XDG_STATE_HOME`
  /// is unset or not absolute.
  public static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    UserFolders(environment: environment).state.appendingPathComponent("progress.json")
  }

  /// Reads the progress; a missing file is empty progress, a corrupt one is moved aside.
  public func load() -> LoadResult {
    guard let (data, version) = read() else {
      if FileManager.default.fileExists(atPath: url.path) {
        return LoadResult(
          progress: LearnerProgress(),
          notice: Message("session.progress-unreadable", ["path": url.path]))
      }
      return LoadResult(progress: LearnerProgress(), notice: nil)
    }
    do {
      return LoadResult(
        progress: try JSONDecoder().decode(LearnerProgress.self, from: data), notice: nil,
        version: version)
    } catch {
      let reason = ProgressStore.reason(for: error)
      let aside = url.deletingLastPathComponent().appendingPathComponent(
        url.lastPathComponent + ".corrupt-" + ProgressStore.stamp())
      do {
        try FileManager.default.moveItem(at: url, to: aside)
        return LoadResult(
          progress: LearnerProgress(),
          notice: Message(
            "session.progress-moved-aside",
            ["path": url.path, "reason": reason, "aside": aside.lastPathComponent]))
      } catch {
        return LoadResult(
          progress: LearnerProgress(),
          notice: Message(
            "session.progress-not-moved",
            ["path": url.path, "reason": reason, "error": error.localizedDescription]))
      }
    }
  }

  /// Whether the progress file exists.
  public var fileExists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// Writes `progress` atomically (a temporary file in the same folder, then a rename) and
  /// returns the version written.
  ///
  /// Refuses to replace a file that exists but is not valid progress, so a file that became
  /// corrupt after ``load()`` is never overwritten silently. `known` is the version the caller
  /// last read or wrote: while the file on disk is still that one it is known to be progress,
  /// and is not read again.
  @discardableResult
  public func save(_ progress: LearnerProgress, over known: Version? = nil) throws -> Version? {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if known == nil || version != known,
      let existing = FileManager.default.contents(atPath: url.path), !existing.isEmpty,
      (try? JSONDecoder().decode(LearnerProgress.self, from: existing)) == nil
    {
      throw CocoaError(
        .fileWriteFileExists,
        userInfo: [NSLocalizedDescriptionKey: "\(url.path) is not progress; not overwriting it"])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(progress).write(to: url, options: .atomic)
    return version
  }

  /// The language saved with `:lang`, read without touching the file (nil when there is none
  /// or the file is not progress): for messages written before a command has loaded anything.
  public func savedLanguage() -> Language? {
    guard let data = FileManager.default.contents(atPath: url.path),
      let progress = try? JSONDecoder().decode(LearnerProgress.self, from: data)
    else { return nil }
    return progress.language.flatMap(Language.init(identifier:))
  }

  private static func reason(for error: any Error) -> Message {
    switch error {
    case DecodingError.dataCorrupted(let context):
      let detail = context.underlyingError?.localizedDescription ?? context.debugDescription
      return Message("session.progress-not-json", ["detail": detail])
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty
        ? Message("session.progress-not-object")
        : Message("session.progress-wrong-type", ["key": path])
    default:
      return Message("session.progress-not-progress")
    }
  }

  private static func stamp() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: Date())
  }
}
