/// Failures of the tool or the toolchain — never of the student's code, whose
/// problems are results (`fail`, `error`), not thrown errors.
public enum EvaluatorError: Error, CustomStringConvertible, Equatable {
  /// A program could not be started.
  case cannotStart(program: String, reason: String)
  /// `swiftc` was not found.
  case toolchainNotFound(searched: String)
  /// Building the sample modules failed.
  case moduleBuildFailed(module: String, diagnostics: String)
  /// The runtime sources (MealKit, Shapes, TutorChecks, PlaygroundRuntime) are missing.
  case runtimeSourcesNotFound(searched: [String])
  /// A file could not be read or written.
  case fileProblem(path: String, reason: String)
  /// Bad input for a command: a results file, a shard, a folder.
  case badInput(path: String, reason: String)
  /// The jail could not be set up for a run (it worked when probed).
  case jailFailed(detail: String)
  /// The exercise's reference program (its solution with the checks) did not build or run:
  /// a course bug.
  case referenceFailed(exercise: String, reason: String)

  /// A message for people.
  public var description: String {
    switch self {
    case .cannotStart(let program, let reason): return "cannot start \(program): \(reason)"
    case .toolchainNotFound(let searched):
      return "swiftc not found (searched \(searched)); install Swift or set SWIFT_TUTOR_SWIFTC"
    case .moduleBuildFailed(let module, let diagnostics):
      return "building the \(module) module failed:\n\(diagnostics)"
    case .runtimeSourcesNotFound(let searched):
      return "the sample sources were not found; looked in: \(searched.joined(separator: ", "))."
        + " Set SWIFT_TUTOR_HOME to the folder holding Sources/ and Lessons/"
    case .fileProblem(let path, let reason): return "\(path): \(reason)"
    case .badInput(let path, let reason): return "\(path): \(reason)"
    case .jailFailed(let detail): return "the jail (bwrap) failed: \(detail)"
    case .referenceFailed(let exercise, let reason):
      return
        "the reference program of '\(exercise)' (solution.swift with checks.swift) failed: \(reason)"
    }
  }
}
