import Foundation

/// One `swiftc` run with the cache's toolchain, its temporary files kept in a scratch folder.
enum CompilerRun {
  /// What the compiler did.
  struct Result {
    /// True when it produced its output.
    var succeeded: Bool
    /// Everything it said (diagnostics).
    var text: String
  }

  /// The longest a compile may take: a type-checking bomb must not hold a grader forever.
  static let timeout: Double = 60

  /// Compiles with `arguments`.
  ///
  /// Throws only when the compiler cannot be started.
  static func run(_ arguments: [String], cache: ModuleCache, scratch: URL) throws -> Result {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    let request = ProcessRequest(
      executable: cache.toolchain.swiftc.path, arguments: arguments, environment: environment,
      wallTimeout: timeout)
    let output = CappedBuffer(limit: 1 << 20)
    let outcome = try ProcessRunner.run(request, output: output)
    var text = output.text + outcome.errorText
    if outcome.timedOut {
      text += "\nerror: the compiler did not finish within \(Int(timeout)) s\n"
    }
    return Result(succeeded: outcome.succeeded, text: text)
  }
}
