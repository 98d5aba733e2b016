import Foundation
import SwiftToolchain

/// The compile of a student's program, started now on another thread and waited for later:
/// `check`'s ``GradingJob`` starts it before anything else is ready, so that the compiler, the
/// slowest step, runs beside everything else.
///
/// The file is compiled as ``ExerciseSpec/sourceFileName``, whatever the student called it,
/// into the program the exercise's ``Judge`` asks for.
final class ProgramCompile: Sendable {
  private let work: Background<(ProgramBuilder.Outcome, Scratch)>

  /// Starts compiling `source` for `exercise`, judged by `judge`, against `cache` now.
  init(
    cache: ModuleCache, source: String, exercise: ExerciseSpec, judge: any Judge,
    scratchRoot: URL? = nil
  ) {
    let fileName = exercise.sourceFileName
    work = Background {
      let scratch = try Scratch(root: scratchRoot)
      let main = judge.main(student: source, fileName: fileName, imports: exercise.importedModules)
      let built = try ProgramBuilder(cache: cache).build(
        mainSource: main, checksSource: judge.checksFile, studentFile: fileName,
        studentSource: source, modules: exercise.linkedModules,
        forbiddenAPIs: exercise.forbiddenAPIs, in: scratch.url)
      return (built, scratch)
    }
  }

  /// The finished compile and its scratch folder (removed by ``discard()``, or by the caller
  /// who never calls it).
  func wait() throws -> (ProgramBuilder.Outcome, Scratch) {
    try work.wait()
  }

  /// Waits for the compile and removes what it made.
  func discard() {
    if let (_, scratch) = try? work.wait() { scratch.remove() }
  }
}
