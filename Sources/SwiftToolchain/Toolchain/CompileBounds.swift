import Foundation

extension SwiftCompile {
  /// The limits a compile runs under.
  ///
  /// A learner's compile is bounded by CPU time, not only by the clock: thirteen unbracketed
  /// lines mixing an `Int` and a `Double` held a core for 72 s, and the type checker's own
  /// threshold is per expression (the same lines took 24 s at 2 s each). CPU time is what a
  /// bomb spends and what a busy machine does not, so an honest compile on a loaded machine is
  /// never stopped for the machine's load; the wall clock behind it only catches a compile
  /// that waits.
  package struct Bounds: Sendable, Equatable {
    /// CPU seconds each of the compile's processes may use (the frontend inherits the limit
    /// from the driver); nil for none.
    package var cpuSeconds: Int?
    /// Wall-clock seconds for the whole compile.
    package var wallSeconds: Double
    /// Bytes of address space each process may map; nil for none. A type-checking bomb in a
    /// 256 KiB file reached 4.4 GB, and `grade --jobs N` runs N compilers at once.
    package var addressSpace: Int?

    /// A learner's code: a bomb ends within about ten seconds on an idle core.
    package static let learner = Bounds(cpuSeconds: 10, wallSeconds: 30, addressSpace: 3 << 30)
    /// The tool's own modules: a first build takes half a minute on two cores, more on a busy
    /// machine.
    package static let tool = Bounds(cpuSeconds: nil, wallSeconds: 900, addressSpace: nil)

    /// The type checker's own limit per expression, CPU seconds (a frontend flag): its error
    /// names the expression's line before the CPU limit ends the compile.
    static let expressionThreshold = "-solver-expression-time-threshold=2"

    /// `prlimit` and its arguments to put before the compiler; empty without limits or without
    /// `prlimit`.
    var limiter: [String] {
      var limits: [String] = []
      if let cpuSeconds { limits.append("--cpu=\(cpuSeconds):\(cpuSeconds + 1)") }
      if let addressSpace { limits.append("--as=\(addressSpace)") }
      guard !limits.isEmpty, FileManager.default.isExecutableFile(atPath: ProcessLimiter.path)
      else { return [] }
      return [ProcessLimiter.path] + limits + ["--core=0", "--"]
    }
  }
}
