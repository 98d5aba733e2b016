public import Foundation
public import LessonKit

/// What `validate` checks: a whole course, or one lesson of it — the course still loaded whole,
/// so ids are unique across it and the shared parts (`course.yaml`) are read.
public struct ValidationScope: Sendable, Equatable {
  /// The course folder.
  public var root: URL
  /// The lesson asked for, as ``Course/lesson(id:)`` finds it (folder name, id or number); nil:
  /// the whole course.
  public var lesson: String?

  /// A scope.
  public init(root: URL, lesson: String? = nil) {
    self.root = root
    self.lesson = lesson
  }

  /// The scope of `validate FOLDER`: a folder with a `lesson.md` is that lesson of the course
  /// in the folder around it, an exercise's folder its lesson; any other folder is a whole
  /// course.
  public static func of(folder: URL) -> ValidationScope {
    var folder = folder.standardizedFileURL
    // An exercise's folder is checked as the lesson it belongs to (LESSON/exercises/ID).
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.appendingPathComponent("exercise.yaml").path),
      folder.deletingLastPathComponent().lastPathComponent == "exercises"
    {
      folder = folder.deletingLastPathComponent().deletingLastPathComponent()
    }
    let lessonFile = folder.appendingPathComponent("lesson.md")
    guard FileManager.default.fileExists(atPath: lessonFile.path) else {
      return ValidationScope(root: folder)
    }
    return ValidationScope(
      root: folder.deletingLastPathComponent(), lesson: folder.lastPathComponent)
  }

  /// Whether the loader's `problem` belongs to a validation of `lesson` alone: it is in the
  /// lesson's folder, or in the course's own files (`course.yaml`, the course folder).
  public static func shows(_ problem: LessonProblem, lesson: Lesson, course: Course) -> Bool {
    let file = problem.file.standardizedFileURL.path
    let root = course.root.standardizedFileURL.path
    let folder = lesson.folder.standardizedFileURL.path
    return file == folder || file.hasPrefix(folder + "/") || file == root
      || file == root + "/course.yaml"
  }
}
