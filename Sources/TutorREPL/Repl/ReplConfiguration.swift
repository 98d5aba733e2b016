import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// Everything a REPL needs from outside: the course, where state lives, how to grade and run.
public struct ReplConfiguration {
  /// The course the learner follows.
  public var course: Course
  /// The language from `--lang` or the environment (a `:lang` choice saved in the progress
  /// file wins when this is not explicit).
  public var language: Language
  /// Whether ``language`` was asked for explicitly (`--lang`), so it beats the saved choice.
  public var languageIsExplicit: Bool
  /// Where progress is kept.
  public var progressStore: ProgressStore
  /// Where the learner's exercise files are.
  public var workspace: Workspace
  /// Compiles, sandboxes and grades (made on first use).
  public var grader: GraderSource
  /// Whether a person is at a terminal (render the lesson on start, show prompts, ask).
  public var interactive: Bool
  /// Whether to use ANSI colours.
  public var color: Bool
  /// The environment (`EDITOR`, `VISUAL`, `PATH`).
  public var environment: [String: String]
  /// The source folders of MealKit and Shapes, whose public names Tab completes.
  public var sampleSourceFolders: [URL] = []

  /// A configuration; `environment` defaults to the process's.
  public init(
    course: Course, language: Language, languageIsExplicit: Bool, progressStore: ProgressStore,
    workspace: Workspace, grader: GraderSource, interactive: Bool, color: Bool,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.course = course
    self.language = language
    self.languageIsExplicit = languageIsExplicit
    self.progressStore = progressStore
    self.workspace = workspace
    self.grader = grader
    self.interactive = interactive
    self.color = color
    self.environment = environment
  }
}
