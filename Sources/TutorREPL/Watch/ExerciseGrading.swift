import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// Grades the learner's workspace file of an exercise and records a pass in their progress;
/// shared by `:check` and `swift-tutor watch`.
struct ExerciseGrading {
  let grader: Grader

  /// What a check found.
  enum Outcome {
    /// The file could not be read (it was deleted, or is not UTF-8).
    case unreadable(URL)
    /// The grader's verdict.
    case graded(GradeResult)
  }

  /// Grades `file` against `exercise`, reporting in `language`; throws only when the
  /// toolchain or the tool fails.
  func grade(_ exercise: Exercise, file: URL, language: Language) throws -> Outcome {
    guard let source = try? String(contentsOf: file, encoding: .utf8) else {
      return .unreadable(file)
    }
    let spec = try ExerciseSpec(exercise)
    return .graded(
      try grader.grade(
        source: source, fileName: file.lastPathComponent, exercise: spec, language: language))
  }
}
