import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// `check`'s head start: the exercise is read on its own from its folder (not the whole
/// course), and the student's program starts compiling — the slowest step of a check — at once;
/// the jail probe, the static rules and the reference program then happen beside it.
struct EarlyCompile {
  /// A course holding only the exercise's folder (what `check` needs of it).
  let course: Course
  let home: TutorHome?
  let exercise: Exercise
  let spec: ExerciseSpec
  /// The prebuilt sample modules the compile links against (the grader reuses them).
  let cache: ModuleCache
  let compile: ProgramCompile

  /// The started compile, or nil when the exercise cannot be found on its own (the full course
  /// load then says why).
  static func start(
    exercise id: String, source: String, options: CommonOptions
  ) -> EarlyCompile? {
    let home = try? TutorHome.locate()
    guard let folder = CourseContext.lessonsFolder(options, home: home)?.standardizedFileURL,
      let exercise = CourseLoader.exercise(id: id, in: folder),
      let spec = try? ExerciseSpec(exercise),
      let cache = try? CourseContext.moduleCache(home: home, language: options.language())
    else { return nil }
    let compile = ProgramCompile(cache: cache, source: source, exercise: spec)
    JailProbe.probeInBackground(toolchain: cache.toolchain)
    let course = Course(root: folder, titles: [:], lessons: [], problems: [])
    return EarlyCompile(
      course: course, home: home, exercise: exercise, spec: spec, cache: cache, compile: compile)
  }
}
