public import Foundation
import Grading
public import Learner
public import LessonKit
import TutorSupport

/// Everything a REPL or a watch needs from outside: the course, the learner, how to grade and
/// run.
public struct ReplConfiguration {
  /// The course the learner follows.
  public var course: Course
  /// The learner's progress, language and workspace.
  public var learner: LearnerSession
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

  /// Where the learner's exercise files are.
  public var workspace: Workspace { learner.workspace }

  /// A configuration; `environment` defaults to the process's.
  public init(
    course: Course, learner: LearnerSession, grader: GraderSource, interactive: Bool, color: Bool,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.course = course
    self.learner = learner
    self.grader = grader
    self.interactive = interactive
    self.color = color
    self.environment = environment
  }
}
