package import Foundation

/// One run of the toolchain's compiler — the driver (`swiftc`), its frontend or its linker —
/// and the one place that decides what every compile gets, whoever asks for it (`check`,
/// `grade`, `validate`, the REPL, `eval`, the page, `prepare`, the bench):
///
/// - a working folder of its own (``folder``, also its `TMPDIR` and `HOME`), never the
///   caller's: a compile started as `nobody` in a folder `nobody` cannot reach stopped with
///   "unable to set working directory";
/// - a clang module cache that records no folder (`-Xcc -working-directory /`): the cache one
///   CI job prepares serves another job, and another user, after the first job's folder is
///   gone;
/// - the language mode of the code it compiles (``Code``);
/// - for a learner's code, bounds that no type-checking bomb outlives (``Bounds``).
package struct SwiftCompile: Sendable {
  /// Whose code is compiled: it decides the language mode and the bounds.
  package enum Code: Sendable {
    /// Code a learner or a lesson wrote (a submission, a REPL input, an example, a check's
    /// description): Swift 5 mode, the type checker's own threshold, ``Bounds/learner``.
    case learner
    /// The tool's own modules (the sample libraries, the runtime, the session host): Swift 6
    /// mode, ``Bounds/tool``.
    case tool
  }

  /// Which of the toolchain's programs runs: the flags are spelled for it.
  package enum Program: Sendable {
    /// `swiftc`: frontend flags go behind `-Xfrontend`.
    case driver
    /// `swift-frontend -frontend …` (or `swiftc -frontend …`); `-frontend` is put first, the
    /// job (`-c`) is the arguments' to give.
    case frontend
    /// `ld.lld`: no Swift flags at all.
    case linker
  }

  /// The executable.
  package let executable: URL
  /// Which program it is.
  package let program: Program
  /// Whose code it compiles.
  package let code: Code
  /// Its working folder, `TMPDIR` and `HOME`: a folder of the caller's scratch space.
  package let folder: URL
  /// The clang module cache (nil for the linker).
  package let moduleCache: URL?
  /// The arguments after the ones this type adds.
  package var arguments: [String]

  /// A compile by `executable` (the driver unless told) of `code`, in `folder`, with the clang
  /// modules in `moduleCache`.
  package init(
    _ executable: URL, _ program: Program = .driver, code: Code, folder: URL, moduleCache: URL?,
    arguments: [String]
  ) {
    self.executable = executable
    self.program = program
    self.code = code
    self.folder = folder
    self.moduleCache = moduleCache
    self.arguments = arguments
  }

  /// The language mode of `code`, and for a learner's code the type checker's own time
  /// threshold per expression (CPU seconds), spelled for `program`: the one place a compile's
  /// `-swift-version` is written.
  package static func languageFlags(_ code: Code, for program: Program) -> [String] {
    switch (code, program) {
    case (_, .linker): return []
    case (.tool, _): return ["-swift-version", "6"]
    case (.learner, .driver):
      return ["-swift-version", "5", "-Xfrontend", Bounds.expressionThreshold]
    case (.learner, .frontend): return ["-swift-version", "5", Bounds.expressionThreshold]
    }
  }

  /// Every argument the program gets.
  package var commandLine: [String] {
    var flags = program == .frontend ? ["-frontend"] : []
    flags += Self.languageFlags(code, for: program)
    if let moduleCache, program != .linker {
      flags += ["-module-cache-path", moduleCache.path, "-Xcc", "-working-directory", "-Xcc", "/"]
    }
    return flags + arguments
  }

  /// The bounds it runs under.
  package var bounds: Bounds { code == .learner ? .learner : .tool }

  /// Runs the compile. Throws only when the program cannot be started.
  package func run() throws -> CompileResult {
    let environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": folder.path, "TMPDIR": folder.path, "LANG": "C.UTF-8",
    ]
    let limiter = bounds.limiter
    var request = ProcessRequest(
      executable: limiter.first ?? executable.path,
      arguments: Array(limiter.dropFirst()) + (limiter.isEmpty ? [] : [executable.path])
        + commandLine,
      environment: environment, wallTimeout: bounds.wallSeconds)
    request.workingDirectory = folder.path
    let output = CappedBuffer(limit: 1 << 20)
    let outcome = try ProcessRunner.run(request, output: output)
    if outcome.timedOut {
      // The driver's group is killed; its frontend, in a group of its own, is found by the
      // folder on its command line.
      Stragglers.reap(programPath: folder.path)
    }
    let overCPU =
      !outcome.succeeded && bounds.cpuSeconds.map { outcome.cpuSeconds >= Double($0) - 0.5 } == true
    return CompileResult(
      succeeded: outcome.succeeded, text: output.text + outcome.errorText,
      stoppedAtLimit: outcome.timedOut || overCPU)
  }
}

/// What a compile did.
package struct CompileResult: Sendable {
  /// True when it produced its output.
  package var succeeded: Bool
  /// Everything it said (diagnostics).
  package var text: String
  /// True when it was stopped at its bounds (CPU or wall time): a type-checking bomb.
  package var stoppedAtLimit = false

  /// A result as given.
  package init(succeeded: Bool, text: String, stoppedAtLimit: Bool = false) {
    self.succeeded = succeeded
    self.text = text
    self.stoppedAtLimit = stoppedAtLimit
  }
}
