import Foundation

/// One `swiftc` run with the cache's toolchain, its temporary files kept in a scratch folder.
enum CompilerRun {
  /// Compiles with `arguments`; returns `nil` on success, else everything the compiler said.
  static func run(_ arguments: [String], cache: ModuleCache, scratch: URL) throws -> String? {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    let request = ProcessRequest(
      executable: cache.toolchain.swiftc.path, arguments: arguments, environment: environment,
      wallTimeout: 120)
    let output = CappedBuffer(limit: 1 << 20)
    let outcome = try ProcessRunner.run(request, output: output)
    return outcome.succeeded ? nil : output.text + outcome.errorText
  }
}
