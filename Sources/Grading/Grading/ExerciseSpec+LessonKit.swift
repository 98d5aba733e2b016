package import Foundation
public import LessonKit
import Sandbox
import SwiftToolchain

extension ExerciseSpec {
  /// The spec of a course exercise, its files read now; throws naming a file that cannot be
  /// read.
  public init(_ exercise: Exercise) throws {
    var limits: SandboxLimits?
    if exercise.limits != ExerciseLimits() {
      var custom = SandboxLimits()
      if let timeout = exercise.limits.timeoutSeconds { custom.wallSeconds = timeout }
      if let cpu = exercise.limits.cpuSeconds { custom.cpuSeconds = max(1, Int(cpu.rounded(.up))) }
      if let megabytes = exercise.limits.memoryMegabytes { custom.memoryBytes = megabytes << 20 }
      limits = custom
    }
    self.init(
      id: exercise.id, judging: try Judging(exercise),
      uses: exercise.uses.isEmpty ? SampleLibrary.allCases : exercise.uses,
      forbid: exercise.forbid, require: exercise.require,
      forbiddenAPIs: exercise.forbiddenAPIs, classes: exercise.classes,
      solutionSource: try Self.read(exercise.files.solution), limits: limits)
  }

  /// The text of `file`; throws naming it when it cannot be read.
  package static func read(_ file: URL) throws -> String {
    do {
      return try String(contentsOf: file, encoding: .utf8)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: file.path)
        ? "cannot be read as UTF-8 text" : "does not exist"
      throw EvaluatorError.fileProblem(path: file.path, reason: reason)
    }
  }
}
