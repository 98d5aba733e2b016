public import Foundation
public import TutorSupport

/// One lesson: a folder with `lesson.md`, its translations and its exercises.
public struct Lesson: Hashable, Sendable, Identifiable {
  /// `id:` from the front matter, unique across the course.
  public let id: String
  /// The lesson folder.
  public let folder: URL
  /// The lesson's number: the folder's `NN-` prefix, else its position in the course.
  public let number: Int
  /// The text per language; English is always present.
  public let texts: [Language: LessonText]
  /// The exercises, in the order of the front matter's `exercises:` (else folder names).
  public let exercises: [Exercise]

  /// Creates a lesson; `texts` must contain English.
  public init(
    id: String, folder: URL, number: Int, texts: [Language: LessonText], exercises: [Exercise]
  ) {
    self.id = id
    self.folder = folder
    self.number = number
    self.texts = texts
    self.exercises = exercises
  }

  /// The folder's name (`03-optionals`).
  public var folderName: String { folder.lastPathComponent }

  /// The text in `language`, or the English text when there is no translation.
  public func text(_ language: Language) -> LessonText {
    // The loader never builds a lesson without English (lesson.md is required).
    texts[language] ?? texts[.en] ?? texts.values.first
      ?? LessonText(title: id, summary: "", body: "", file: folder, bodyFirstLine: 1)
  }

  /// The languages this lesson is written in.
  public var languages: [Language] {
    Language.allCases.filter { texts[$0] != nil }
  }

  /// The runnable examples of the body in `language` (with English fallback), numbered 1…N.
  public func examples(language: Language) -> [CodeExample] {
    text(language).examples
  }

  /// The exercise with this id, if the lesson has it.
  public func exercise(id: String) -> Exercise? {
    exercises.first { $0.id == id }
  }
}
