public import Foundation
public import TutorSupport

/// Loads a course folder into a `Course`.
///
/// Content problems never throw: each is a `LessonProblem` in `Course.problems`, and the broken
/// part (a lesson whose `lesson.md` is unusable, an exercise whose files or settings are wrong, a
/// translation with a bad front matter) is skipped while the rest loads. Smaller faults (a task
/// without hints, a missing translation, an unlisted folder) are reported and the content still
/// loads.
public enum CourseLoader {
  /// Loads the course at `root`.
  ///
  /// Throws only when `root` is not a readable folder.
  public static func load(from root: URL) throws(CourseLoadError) -> Course {
    let root = root.standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
      throw CourseLoadError(path: root.path, reason: .noSuchFolder)
    }
    guard isDirectory.boolValue else {
      throw CourseLoadError(path: root.path, reason: .notAFolder)
    }
    guard FileManager.default.isReadableFile(atPath: root.path),
      (try? FileManager.default.contentsOfDirectory(atPath: root.path)) != nil
    else {
      throw CourseLoadError(path: root.path, reason: .unreadable)
    }
    var log = ProblemLog()
    let order = CourseOrder.read(root: root, log: &log)
    if order.folders.isEmpty {
      log.warning(
        root,
        "no lessons found: add folders named like 01-first-steps, or list them under"
          + " `lessons:` in course.yaml")
    }
    var lessons: [Lesson] = []
    var registry = IDRegistry(root: root)
    for (position, folder) in order.folders.enumerated() {
      let number = CourseOrder.number(of: folder.lastPathComponent) ?? position + 1
      if let lesson = LessonLoader.load(
        folder: folder, number: number, registry: &registry, log: &log)
      {
        lessons.append(lesson)
      }
    }
    for lesson in lessons { Placeholders.report(in: lesson, log: &log) }
    return Course(root: root, titles: order.titles, lessons: lessons, problems: log.problems)
  }
}

/// The one failure `CourseLoader` throws: the course folder itself cannot be read.
///
/// Problems with the content are `LessonProblem`s, never thrown.
public struct CourseLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder that was asked for.
  public let path: String
  /// Why it cannot be read.
  public let reason: Reason

  /// Why a course folder cannot be read.
  public enum Reason: Sendable, Equatable {
    /// Nothing is there.
    case noSuchFolder
    /// A file is there.
    case notAFolder
    /// It cannot be listed.
    case unreadable
  }

  /// Creates the error.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`, with a hint for pointing at another folder, in the catalog's words.
  public var message: Message {
    switch reason {
    case .noSuchFolder: Message("lesson.load.no-such-folder", ["path": path])
    case .notAFolder: Message("lesson.load.not-a-folder", ["path": path])
    case .unreadable: Message("lesson.load.unreadable", ["path": path])
    }
  }

  /// The message in English.
  public var description: String { message.text(.en) }
}
