import Diagnostics
import Foundation
import Grading
import Sandbox
import SwiftToolchain
import TutorSupport

/// Compiles a lesson's code block into a program and runs it in the sandbox, for a block that
/// claims an output or a crash: one compile gives both the diagnostics and the program.
struct ClaimRun: Sendable {
  let cache: ModuleCache
  let sandbox: Sandbox

  /// What came of it.
  enum Outcome {
    /// It did not compile.
    case failed([Diagnostic])
    /// It ran: its warnings, what it printed, how it ended (nil: normally), and whether a time
    /// limit ended it.
    case ran(warnings: [Diagnostic], printed: String, failure: String?, limited: Bool)
  }

  /// Compiles and runs `code` (MealKit and Shapes imported).
  func run(_ code: String) throws -> Outcome {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let source = HarnessSource.program(
      student: code, fileName: "example.swift", imports: ModuleCache.sampleModules)
    let main = scratch.url.appendingPathComponent(HarnessSource.mainFile)
    try Data(source.utf8).write(to: main)
    let program = scratch.url.appendingPathComponent("example")
    let arguments =
      ["-Onone", "-wmo", "-diagnostic-style", "llvm", "-module-name", "main"]
      + cache.flags(linking: ModuleCache.sampleModules + ["TutorChecks", "PlaygroundRuntime"])
      + [main.path, "-o", program.path]
    let compiled = try SwiftCompile(
      cache.toolchain.swiftc, code: .learner, folder: scratch.url,
      moduleCache: cache.clangModules, arguments: arguments
    ).run()
    let diagnostics = Diagnostic.parse(compiled.text).filter {
      $0.severity == .error || ($0.severity == .warning && $0.file == "example.swift")
    }
    guard compiled.succeeded else {
      let errors = diagnostics.filter { $0.severity == .error }
      return .failed(
        errors.isEmpty
          ? [
            Diagnostic(
              severity: .error, file: "example.swift", line: 1, column: 1,
              message: compiled.text.clipped(to: 500, .en))
          ] : errors)
    }
    let output = CappedBuffer(limit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: program, scratch: scratch.url, output: output)
    // At the prompt (the playground transform) a line's value is shown, never folded away:
    // an unused value or code after a constant condition is not a warning there.
    let warnings = diagnostics.filter { diagnostic in
      diagnostic.severity == .warning
        && !["is unused", "will never be executed"].contains { diagnostic.message.contains($0) }
    }
    return .ran(
      warnings: warnings, printed: output.text,
      failure: RunFailure.describe(outcome, limits: sandbox.limits, language: .en),
      limited: outcome.hitTimeLimit(sandbox.limits))
  }
}
