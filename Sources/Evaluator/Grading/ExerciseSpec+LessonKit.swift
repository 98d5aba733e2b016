import Foundation
import LessonKit

extension ExerciseSpec {
  /// The spec of a course exercise. `expectedOutput` is read from
  /// `expected-output.txt` when the exercise has one; otherwise the caller
  /// derives it from the solution (see ``ExpectedOutputs``).
  public init(_ exercise: Exercise) {
    var limits: SandboxLimits?
    if exercise.limits != ExerciseLimits() {
      var custom = SandboxLimits()
      if let timeout = exercise.limits.timeoutSeconds { custom.wallSeconds = timeout }
      if let cpu = exercise.limits.cpuSeconds { custom.cpuSeconds = max(1, Int(cpu.rounded(.up))) }
      if let megabytes = exercise.limits.memoryMegabytes { custom.memoryBytes = megabytes << 20 }
      limits = custom
    }
    self.init(
      id: exercise.id, kind: exercise.kind == .checks ? .checks : .output,
      uses: exercise.uses.isEmpty ? ["MealKit", "Shapes"] : exercise.uses.map(\.rawValue),
      forbid: exercise.forbid.map(\.rawValue), require: exercise.require.map(\.rawValue),
      checksFile: exercise.files.checks,
      expectedOutput: exercise.files.expectedOutput.flatMap {
        try? String(contentsOf: $0, encoding: .utf8)
      },
      limits: limits, solutionFile: exercise.files.solution)
  }
}

/// Expected outputs of `output` exercises without an `expected-output.txt`,
/// derived once by running the reference solution.
public final class ExpectedOutputs: @unchecked Sendable {
  private let lock = NSLock()
  private var known: [String: String] = [:]
  private let grader: Grader

  /// Derives outputs with `grader`.
  public init(grader: Grader) { self.grader = grader }

  /// The spec with its expected output filled in.
  public func complete(_ spec: ExerciseSpec, solution: URL) throws -> ExerciseSpec {
    guard spec.kind == .output, spec.expectedOutput == nil else { return spec }
    let source = try String(contentsOf: solution, encoding: .utf8)
    lock.lock()
    let cached = known[source]
    lock.unlock()
    var complete = spec
    if let cached {
      complete.expectedOutput = cached
      return complete
    }
    let output = try grader.runOutput(source: source, fileName: "solution.swift", exercise: spec)
    lock.lock()
    known[source] = output
    lock.unlock()
    complete.expectedOutput = output
    return complete
  }
}
