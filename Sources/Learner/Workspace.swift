public import Foundation
public import LessonKit
public import TutorSupport

/// The learner's own exercise files: `~/swift-tutor/<lesson>/<exercise>.swift`
/// (or `$SWIFT_TUTOR_WORKSPACE/<lesson>/<exercise>.swift`).
///
/// The workspace holds the student's work: nothing here ever overwrites a file that exists,
/// except ``reset(_:in:)``, which first keeps the old file as `<exercise>.swift.bak`, and
/// ``write(_:for:in:)``, which writes what the student typed (in the browser).
public struct Workspace: Sendable {
  /// The workspace folder.
  public let root: URL

  /// A workspace at `root`.
  public init(root: URL) { self.root = root }

  /// `$SWIFT_TUTOR_WORKSPACE` when set (a relative path is taken from the current folder, as
  /// the learner typed it), else `~/swift-tutor`.
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Workspace {
    if let configured = environment["SWIFT_TUTOR_WORKSPACE"], !configured.isEmpty {
      return Workspace(
        root: URL(fileURLWithPath: configured, isDirectory: true).standardizedFileURL)
    }
    return Workspace(
      root: UserFolders(environment: environment).home.appendingPathComponent(
        "swift-tutor", isDirectory: true))
  }

  /// The file of `exercise` in `lesson`.
  public func file(for exercise: Exercise, in lesson: Lesson) -> URL {
    root.appendingPathComponent(lesson.id, isDirectory: true)
      .appendingPathComponent(exercise.id + ".swift")
  }

  /// Writes the starter, in `language` when it is translated, when the file does not exist
  /// yet; returns the file and whether it was created now.
  @discardableResult
  public func prepare(_ exercise: Exercise, in lesson: Lesson, language: Language = .en) throws
    -> (url: URL, created: Bool)
  {
    let url = file(for: exercise, in: lesson)
    if FileManager.default.fileExists(atPath: url.path) { return (url, false) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let starter = try Data(contentsOf: exercise.files.starter(language))
    // `.withoutOverwriting` makes a file that appeared meanwhile win over the starter.
    try starter.write(to: url, options: .withoutOverwriting)
    return (url, true)
  }

  /// Writes `source`, the student's own text, as the file of `exercise` (atomically: an editor
  /// outside never reads half of it); returns the file.
  @discardableResult
  public func write(_ source: String, for exercise: Exercise, in lesson: Lesson) throws -> URL {
    let url = file(for: exercise, in: lesson)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: url, options: .atomic)
    return url
  }

  /// Puts the starter (in `language`) back, keeping the student's file as
  /// `<exercise>.swift.bak`; returns the backup's location when there was a file to keep.
  @discardableResult
  public func reset(_ exercise: Exercise, in lesson: Lesson, language: Language = .en) throws
    -> URL?
  {
    let url = file(for: exercise, in: lesson)
    var backup: URL?
    if FileManager.default.fileExists(atPath: url.path) {
      let bak = url.appendingPathExtension("bak")
      try? FileManager.default.removeItem(at: bak)
      try FileManager.default.moveItem(at: url, to: bak)
      backup = bak
    }
    try prepare(exercise, in: lesson, language: language)
    return backup
  }
}
