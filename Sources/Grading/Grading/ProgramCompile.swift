package import Foundation
package import SwiftToolchain

/// The compile of a student's program, started now on another thread and waited for later:
/// `check`'s ``GradingJob`` starts it before anything else is ready, so that the compiler, the
/// slowest step, runs beside everything else.
///
/// The file is compiled as ``ExerciseSpec/sourceFileName``, whatever the student called it,
/// into the program the exercise's ``Judge`` asks for.
package final class ProgramCompile: Sendable {
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

  /// Starts compiling `source` with the checks `probes` (what `validate` compiles a wrong
  /// answer with).
  package convenience init(
    cache: ModuleCache, source: String, exercise: ExerciseSpec, probes: String, scratchRoot: URL?
  ) {
    self.init(
      cache: cache, source: source, exercise: exercise, judge: ChecksJudge(probes: probes),
      scratchRoot: scratchRoot)
  }

  /// Starts compiling `source` for `exercise`, judged as its kind's judge judges it (what
  /// `validate` compiles a starter with).
  package convenience init(
    cache: ModuleCache, source: String, exercise: ExerciseSpec, scratchRoot: URL?
  ) {
    self.init(
      cache: cache, source: source, exercise: exercise, judge: exercise.judging.judge,
      scratchRoot: scratchRoot)
  }

  /// The finished compile and its scratch folder (removed by ``discard()``, or by the caller
  /// who never calls it).
  package func wait() throws -> (ProgramBuilder.Outcome, Scratch) {
    try work.wait()
  }

  /// Waits for the compile and removes what it made.
  func discard() {
    if let (_, scratch) = try? work.wait() { scratch.remove() }
  }
}
