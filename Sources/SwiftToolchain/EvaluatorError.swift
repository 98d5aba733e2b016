public import TutorSupport

/// Failures of the tool or the toolchain — never of the student's code, whose
/// problems are results (`fail`, `error`), not thrown errors.
public enum EvaluatorError: MessageError, CustomStringConvertible, Equatable {
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
  /// The prepared modules under `folder` were built in another folder (copied or moved since).
  case moduleCacheMoved(folder: String)

  /// A message for people, in English.
  public var description: String { message.text(.en) }

  /// The message, from the catalog's `judge.error` keys; the details it quotes (a path, what
  /// the system or the compiler said) are as they came.
  public var message: Message {
    switch self {
    case .cannotStart(let program, let reason):
      return Message("judge.error.cannot-start", ["program": program, "reason": reason])
    case .toolchainNotFound(let searched):
      return Message("judge.error.toolchain-not-found", ["searched": searched])
    case .moduleBuildFailed(let module, let diagnostics):
      return Message(
        "judge.error.module-build-failed", ["module": module, "diagnostics": diagnostics])
    case .runtimeSourcesNotFound(let searched):
      return Message(
        "judge.error.runtime-sources-not-found", ["searched": searched.joined(separator: ", ")])
    case .fileProblem(let path, let reason), .badInput(let path, let reason):
      return Message("judge.error.file", ["path": path, "reason": reason])
    case .jailFailed(let detail): return Message("judge.error.jail-failed", ["detail": detail])
    case .referenceFailed(let exercise, let reason):
      return Message("judge.error.reference-failed", ["exercise": exercise, "reason": reason])
    case .moduleCacheMoved(let folder):
      return Message("judge.error.module-cache-moved", ["folder": folder])
    }
  }

  /// `error` in `language`: an ``EvaluatorError``'s catalog message, any other error as it
  /// describes itself.
  public static func text(of error: any Error, _ language: Language) -> String {
    (error as? EvaluatorError)?.message.text(language) ?? String(describing: error)
  }
}
