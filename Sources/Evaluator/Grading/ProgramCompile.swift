import Foundation

/// A student's program whose compile was started before the rest of a grading was ready — `check`
/// starts it before the course is loaded, so that the compiler, the slowest step, runs beside
/// everything else.
///
/// It is used only for exactly the source and exercise it was started with. The file is compiled
/// as ``ExerciseSpec/sourceFileName``, whatever the student called it.
public final class ProgramCompile: Sendable {
  private let source: String
  private let exercise: ExerciseSpec
  private let work: Background<(ProgramBuilder.Outcome, Scratch)>

  /// Starts compiling `source` for `exercise` against `cache` now.
  public convenience init(
    cache: ModuleCache, source: String, exercise: ExerciseSpec, scratchRoot: URL? = nil
  ) {
    self.init(
      cache: cache, source: source, exercise: exercise, judge: exercise.judging.judge,
      scratchRoot: scratchRoot)
  }

  /// Starts compiling `source` for `exercise`, into the program `judge` asks for, now.
  init(
    cache: ModuleCache, source: String, exercise: ExerciseSpec, judge: any Judge,
    scratchRoot: URL?
  ) {
    self.source = source
    self.exercise = exercise
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

  /// The finished compile and its scratch folder (the caller removes it), when it was
  /// started for exactly this grading; nil otherwise (its folder is then removed).
  func take(source: String, exercise: ExerciseSpec) throws -> (ProgramBuilder.Outcome, Scratch)? {
    guard source == self.source, exercise == self.exercise else {
      discard()
      return nil
    }
    return try work.wait()
  }

  /// The finished compile and its scratch folder (the caller removes it).
  func wait() throws -> (ProgramBuilder.Outcome, Scratch) {
    try work.wait()
  }

  /// Waits for the compile and removes what it made.
  public func discard() {
    if let (_, scratch) = try? work.wait() { scratch.remove() }
  }
}
