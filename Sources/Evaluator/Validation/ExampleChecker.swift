import Foundation

/// Type-checks a lesson's runnable example as the REPL would run it (MealKit
/// and Shapes imported), mapping diagnostics back to the example's lines.
public struct ExampleChecker: Sendable {
  /// The prebuilt modules.
  public let cache: ModuleCache

  /// A checker over `cache`.
  public init(cache: ModuleCache) { self.cache = cache }

  /// The errors of `code` (line numbers relative to the example's first line).
  public func errors(in code: String, scratchRoot: URL? = nil) throws -> [Diagnostic] {
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let source = HarnessSource.program(
      student: code, fileName: "example.swift", imports: ["MealKit", "Shapes"])
    let main = scratch.url.appendingPathComponent(HarnessSource.mainFile)
    try Data(source.utf8).write(to: main)
    let arguments =
      ["-typecheck", "-swift-version", "5", "-diagnostic-style", "llvm", "-module-name", "main"]
      + ["-I", cache.directory.path, main.path]
    let request = ProcessRequest(
      executable: cache.toolchain.swiftc.path, arguments: arguments,
      environment: ProcessInfo.processInfo.environment, wallTimeout: 120)
    let output = CappedBuffer(limit: 1 << 20)
    let outcome = try ProcessRunner.run(request, output: output)
    if outcome.succeeded { return [] }
    let diagnostics = Diagnostic.parse(output.text + outcome.errorText).filter {
      $0.severity == "error"
    }
    if diagnostics.isEmpty {
      return [
        Diagnostic(
          severity: "error", file: "example.swift", line: 1, column: 1,
          message: (output.text + outcome.errorText).clipped(to: 500))
      ]
    }
    return diagnostics
  }
}
