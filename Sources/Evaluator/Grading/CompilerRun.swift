import Foundation

/// One `swiftc` run with the cache's toolchain, its temporary files kept in a scratch folder.
enum CompilerRun {
  /// What the compiler did.
  struct Result {
    /// True when it produced its output.
    var succeeded: Bool
    /// Everything it said (diagnostics), and a last line in English when it hit ``timeout``.
    var text: String
    /// True when it was stopped at ``timeout``.
    var timedOut = false
  }

  /// The longest a compile may take: a type-checking bomb must not hold a grader forever.
  static let timeout: Double = 60

  /// The compiler's memory: a type-checking bomb in a 256 KiB file reached 4.4 GB, and `grade
  /// --jobs N` runs N compilers at once.
  static let addressSpace = 3 << 30

  /// `prlimit` and its arguments to put before the compiler: a memory limit, and a CPU limit
  /// a little past ``timeout`` that every process the driver starts inherits — the frontend
  /// runs in a process group of its own, so killing the driver's group at the time limit does
  /// not reach it; it is reaped by name then, and the CPU limit bounds it if the grader dies.
  static var limited: [String] {
    guard FileManager.default.isExecutableFile(atPath: Jail.hostLimiter) else { return [] }
    return [
      Jail.hostLimiter, "--as=\(addressSpace)", "--cpu=\(Int(timeout) + 30)", "--core=0", "--",
    ]
  }

  /// Compiles with `arguments`.
  ///
  /// Throws only when the compiler cannot be started.
  static func run(_ arguments: [String], cache: ModuleCache, scratch: URL) throws -> Result {
    // An environment of its own (no secrets of the grader's), and the clang module cache
    // beside the sample modules rather than in the grader's own cache folders.
    let environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": scratch.path, "TMPDIR": scratch.path, "LANG": "C.UTF-8",
    ]
    let moduleCache = cache.directory.deletingLastPathComponent()
      .appendingPathComponent("clang-modules").path
    let request = ProcessRequest(
      executable: limited.first ?? cache.toolchain.swiftc.path,
      arguments: Array(limited.dropFirst()) + [cache.toolchain.swiftc.path]
        + ["-module-cache-path", moduleCache] + arguments,
      environment: environment, wallTimeout: timeout)
    let output = CappedBuffer(limit: 1 << 20)
    let outcome = try ProcessRunner.run(request, output: output)
    var text = output.text + outcome.errorText
    if outcome.timedOut {
      // The driver's group is killed; its frontend, in a group of its own, is found by the
      // scratch folder on its command line.
      Stragglers.reap(programPath: scratch.path)
      text += "\nerror: the compiler did not finish within \(Int(timeout)) s\n"
    }
    return Result(succeeded: outcome.succeeded, text: text, timedOut: outcome.timedOut)
  }
}
