import Diagnostics
import Foundation
import Grading
import LessonKit
import Sandbox
import SwiftToolchain
import TutorSupport

/// `validate`'s look at an exercise's reference program — its solution compiled with its
/// probes — which every grading compares with: it must compile (each error is reported at its
/// line in `checks.swift` or `solution.swift`), and run every check to its end, alike on two
/// runs with the same seed (``ReferenceFindings`` reads the runs); what it quotes as Swift must
/// compile (``DescriptionCheck``).
struct ReferenceCheck {
  let grader: Grader
  /// The teacher's language.
  let language: Language
  let spec: ExerciseSpec
  /// The contents of `checks.swift`.
  let probes: String
  let files: ExerciseFiles

  /// What came of it.
  struct Outcome {
    /// Every problem found, in file order.
    var problems: [LessonProblem] = []
    /// True when it compiled: an error inside the checks, compiling another file with them, is
    /// then that file's.
    var built = false
    /// True when the reference can judge other files: it built and ran every check to its end,
    /// the same way twice.
    var sound = false
    /// False when a time limit decided something: a quieter machine could decide otherwise.
    var repeatable = true
  }

  /// Builds the reference and runs it twice with the seed the solution is graded with.
  ///
  /// Throws only when the tool or the toolchain fails.
  func run() throws -> Outcome {
    let built = try grader.references.build(
      for: spec, probes: probes, scratchRoot: grader.scratchRoot)
    guard case .built(let program, _) = built else {
      guard case .failed(let failure) = built else { return Outcome() }
      var outcome = Outcome()
      outcome.problems = compileProblems(failure)
      outcome.repeatable = !failure.timedOut
      return outcome
    }
    let seed = grader.seed(source: spec.solutionSource, exercise: spec)
    let first = try execute(program, seed: seed)
    let second = try execute(program, seed: seed)
    let findings = ReferenceFindings(files: files, language: language)
    var outcome = Outcome()
    outcome.built = true
    (outcome.problems, outcome.sound) = findings.problems(first, second)
    if outcome.sound {
      outcome.problems += try DescriptionCheck(cache: grader.cache, spec: spec, language: language)
        .problems(first, checks: files.checks ?? files.solution)
    }
    outcome.repeatable = !first.hitTimeLimit && !second.hitTimeLimit
    return outcome
  }

  /// The reference's sandbox: the exercise's limits, with the reference's extra time.
  private func execute(_ program: URL, seed: UInt64) throws -> ProbeStream {
    let scratch = try Scratch(root: grader.scratchRoot)
    defer { scratch.remove() }
    var sandbox = grader.sandbox
    if let limits = spec.limits { sandbox.limits = limits }
    // A crash in the solution is reported at its line there, not in the standard library.
    let crashes = CrashLocator(
      program: program, studentFile: "solution.swift",
      symbolizer: grader.cache.toolchain.symbolizer)
    return try ProbeExecution(
      sandbox: References.trusted(sandbox), program: program, scratch: scratch.url, seed: seed,
      language: language, crashes: crashes
    ).run()
  }

  /// Each error at its line: in `checks.swift`, in the solution, or (generated code, or no
  /// place) at the checks, with the compiler's words.
  private func compileProblems(_ failure: ProgramBuilder.CompileFailure) -> [LessonProblem] {
    let checks = files.checks ?? files.solution
    return CompileProblems.problems(failure, language: language) { error in
      switch error.file {
      case "solution.swift":
        return .init(
          file: files.solution, line: error.line,
          message: Message("judge.validate.solution-error", ["message": error.message]))
      case "checks.swift":
        return .init(
          file: checks, line: error.line,
          message: .checksError(error.message))
      default:
        return .init(
          file: checks, line: nil,
          message: .checksError(error.message))
      }
    }
  }
}
