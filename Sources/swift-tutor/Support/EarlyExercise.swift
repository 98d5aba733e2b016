import Foundation
import Grading
import LessonKit
import SwiftToolchain
import TutorSupport

/// `check`'s head start: the exercise read on its own from its folder (not the whole course)
/// and the prebuilt modules, all a ``GradingJob`` needs to begin its compile — the slowest step
/// of a check — before the jail, the key and the grader are resolved.
struct EarlyExercise {
  /// A course holding only the exercise's folder (what `check` needs of it).
  let course: Course
  let home: TutorHome?
  let exercise: Exercise
  let spec: ExerciseSpec
  /// The prebuilt sample modules the job compiles against (the grader reuses them).
  let cache: ModuleCache

  /// The exercise `id` and the modules, or nil when the exercise cannot be found on its own
  /// (the full course load then says why).
  static func find(exercise id: String, options: CommonOptions) -> EarlyExercise? {
    let home = try? TutorHome.locate()
    guard
      let folder = (try? CourseContext.lessonsFolder(options, home: home))??.standardizedFileURL,
      let exercise = CourseLoader.exercise(id: id, in: folder),
      let spec = try? ExerciseSpec(exercise),
      let cache = try? CourseContext.moduleCache(home: home, language: options.language())
    else { return nil }
    let course = Course(root: folder, titles: [:], lessons: [], problems: [])
    return EarlyExercise(course: course, home: home, exercise: exercise, spec: spec, cache: cache)
  }

  /// The context of the course the exercise was read from.
  var context: CourseContext { CourseContext(course: course, home: home) }
}
