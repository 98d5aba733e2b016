public import Diagnostics
public import Foundation
import Grading
public import SwiftToolchain
import TutorSupport

/// Compiles a lesson's code block up to SIL, where the compiler's flow checks run (a `guard`
/// that falls through, a property used before `super.init`), as the REPL would run it:
/// MealKit and Shapes imported, and
/// playground-transformed, so an expression on a line of its own shows its value instead of
/// warning that it is unused. Diagnostics are mapped back to the block's lines.
public struct ExampleChecker: Sendable {
  /// The prebuilt modules.
  public let cache: ModuleCache

  /// A checker over `cache`.
  public init(cache: ModuleCache) { self.cache = cache }

  /// The errors of `code` (line numbers relative to the example's first line).
  public func errors(in code: String, scratchRoot: URL? = nil) throws -> [Diagnostic] {
    try diagnostics(in: code, scratchRoot: scratchRoot).filter { $0.severity == .error }
  }

  /// The errors and warnings of `code` (line numbers relative to its first line); an error
  /// that the compiler gave without a place is reported at line 1.
  public func diagnostics(in code: String, scratchRoot: URL? = nil) throws -> [Diagnostic] {
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let source = HarnessSource.program(
      student: code, fileName: "example.swift",
      imports: ModuleCache.sampleModules + ["PlaygroundRuntime"])
    let main = scratch.url.appendingPathComponent(HarnessSource.mainFile)
    try Data(source.utf8).write(to: main)
    let arguments =
      ["-emit-sil", "-o", "/dev/null", "-Xfrontend", "-playground"]
      + ["-Xfrontend", "-playground-option", "-Xfrontend", "NoFunctionParameters"]
      + ["-diagnostic-style", "llvm", "-module-name", "main"]
      + ["-I", cache.directory.path, main.path]
    let compiled = try SwiftCompile(
      cache.toolchain.swiftc, code: .learner, folder: scratch.url,
      moduleCache: cache.clangModules, arguments: arguments
    ).run()
    let said = compiled.text
    let diagnostics = Diagnostic.parse(said).filter {
      $0.severity == .error || ($0.severity == .warning && $0.file == "example.swift")
    }
    if !compiled.succeeded && !diagnostics.contains(where: { $0.severity == .error }) {
      return diagnostics + [
        Diagnostic(
          severity: .error, file: "example.swift", line: 1, column: 1,
          message: said.clipped(to: 500, .en))
      ]
    }
    return diagnostics
  }
}
