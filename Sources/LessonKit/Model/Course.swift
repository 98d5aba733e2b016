public import Foundation
public import TutorSupport

/// A loaded course: lessons in order, plus every problem found while loading.
public struct Course: Sendable {
  /// The course folder.
  public let root: URL
  /// The title per language from `course.yaml` (may be empty).
  public let titles: [Language: String]
  /// The lessons that loaded, in course order.
  public let lessons: [Lesson]
  /// Problems found while loading, in the order found.
  public let problems: [LessonProblem]

  /// Creates a course.
  public init(root: URL, titles: [Language: String], lessons: [Lesson], problems: [LessonProblem]) {
    self.root = root
    self.titles = titles
    self.lessons = lessons
    self.problems = problems
  }

  /// The title in `language`, else the English title, else the folder's name.
  public func title(_ language: Language) -> String {
    titles[language] ?? titles[.en] ?? root.lastPathComponent
  }

  /// The problems of severity `.error`.
  public var errors: [LessonProblem] { problems.filter { $0.severity == .error } }

  /// The problems of severity `.warning`.
  public var warnings: [LessonProblem] { problems.filter { $0.severity == .warning } }

  /// Finds a lesson by id (`optionals`), folder name (`03-optionals`) or
  /// number (`3`, `03`).
  public func lesson(id query: String) -> Lesson? {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    if let lesson = lessons.first(where: { $0.id == trimmed || $0.folderName == trimmed }) {
      return lesson
    }
    if let number = Int(trimmed) {
      return lessons.first { $0.number == number }
    }
    let lowered = trimmed.lowercased()
    return lessons.first { $0.id.lowercased() == lowered || $0.folderName.lowercased() == lowered }
  }

  /// Finds an exercise by id, with the lesson it belongs to.
  public func exercise(id: String) -> (exercise: Exercise, lesson: Lesson)? {
    for lesson in lessons {
      if let exercise = lesson.exercise(id: id) { return (exercise, lesson) }
    }
    return nil
  }

  /// Every exercise of the course, in lesson order.
  public var exercises: [Exercise] {
    lessons.flatMap(\.exercises)
  }
}
