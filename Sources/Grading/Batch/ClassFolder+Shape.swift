public import Foundation
public import LessonKit

extension ClassFolder {
  /// What a folder given to `grade` holds, read from its files rather than from the report's
  /// format: one student's work (`<exercise-id>.swift` at its top: a GitHub Classroom
  /// repository, a student's own `work`), or a class's folders.
  public struct Shape: Equatable, Sendable {
    /// Whether an exercise's file is at its top.
    public var holdsExercises: Bool
    /// The sub-folders that hold exercise files: students' (sorted, at most three).
    public var students: [String]

    /// One student's folder: exercise files at its top and no student's folder beside them
    /// (a class folder with a stray file at its top is still a class).
    public var isOneStudent: Bool { holdsExercises && students.isEmpty }
    /// A class's folder: no exercise file at its top, some in its sub-folders.
    public var isClass: Bool { !holdsExercises && !students.isEmpty }
  }

  /// The shape of `folder` for `course`.
  public static func shape(of folder: URL, course: Course) -> Shape {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let students = names.filter { !$0.hasPrefix(".") }.sorted().filter {
      holdsExercises(folder.appendingPathComponent($0), course: course)
    }
    return Shape(
      holdsExercises: holdsExercises(folder, course: course), students: Array(students.prefix(3)))
  }

  /// Whether `folder` holds a regular file `<id>.swift` for an exercise of `course`.
  private static func holdsExercises(_ folder: URL, course: Course) -> Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return false
    }
    return names.contains { name in
      var info = stat()
      return name.hasSuffix(".swift")
        && course.exercise(id: String(name.dropLast(".swift".count))) != nil
        && lstat(folder.appendingPathComponent(name).path, &info) == 0
        && info.st_mode & S_IFMT == S_IFREG
    }
  }
}
