public import Foundation
public import TutorSupport

/// An exercise's task in one language, read from `task.md` / `task.zh-Hans.md`.
public struct TaskText: Hashable, Sendable {
  /// The `# Title` on the first line.
  public let title: String
  /// The statement: the Markdown between the title and the hints section
  /// (plus anything after the hints list).
  public let statement: String
  /// The hints, one Markdown string per item of the `## Hints` list, in order.
  public let hints: [String]
  /// The file this text was read from.
  public let file: URL

  /// Creates a task text.
  public init(title: String, statement: String, hints: [String], file: URL) {
    self.title = title
    self.statement = statement
    self.hints = hints
    self.file = file
  }
}

/// A graded exercise, from one folder under a lesson's `exercises/`.
public struct Exercise: Hashable, Sendable, Identifiable {
  /// The id, equal to the folder name and unique across the course.
  public let id: String
  /// How it is graded.
  public let kind: ExerciseKind
  /// The sample libraries the student's code may import.
  public let uses: [SampleLibrary]
  /// Constructs the student's code must not contain.
  public let forbid: [ForbiddenConstruct]
  /// Constructs the student's code must contain.
  public let require: [RequiredConstruct]
  /// Sample-library declarations (`MealKit.Meal`) the student's code must not use.
  public let forbiddenAPIs: [String]
  /// Type names the student's code must declare as classes (`classes:`).
  public let classes: [String]
  /// Resource limits for running the code.
  public let limits: ExerciseLimits
  /// 1 (easy) to 3 (hard), when the author gave one.
  public let difficulty: Int?
  /// The exercise's files.
  public let files: ExerciseFiles
  /// The task per language; English is always present.
  public let tasks: [Language: TaskText]

  /// Creates an exercise; `tasks` must contain English.
  public init(
    id: String, kind: ExerciseKind, uses: [SampleLibrary], forbid: [ForbiddenConstruct],
    require: [RequiredConstruct], limits: ExerciseLimits, difficulty: Int?,
    files: ExerciseFiles, tasks: [Language: TaskText], forbiddenAPIs: [String] = [],
    classes: [String] = []
  ) {
    self.classes = classes
    self.id = id
    self.kind = kind
    self.uses = uses
    self.forbid = forbid
    self.require = require
    self.forbiddenAPIs = forbiddenAPIs
    self.limits = limits
    self.difficulty = difficulty
    self.files = files
    self.tasks = tasks
  }

  /// The task in `language`, or in English when it has no translation.
  public func task(_ language: Language) -> TaskText {
    // The loader never builds an exercise without an English task (task.md is required).
    tasks[language] ?? tasks[.en] ?? tasks.values.first
      ?? TaskText(title: id, statement: "", hints: [], file: files.folder)
  }

  /// The languages this exercise's task is written in.
  public var languages: [Language] {
    Language.allCases.filter { tasks[$0] != nil }
  }
}
