extension ProcessRequest {
  /// A request that runs a compiler (`swiftc`, `swift-frontend`, `ld.lld`) under the limits of
  /// a graded compile (``CompilerRun/limited``: address space and CPU time), whoever asked for
  /// it — the REPL, `eval`, the page's Run and Scratch, the course's examples: a 240 KB file
  /// held 1.08 GB while it compiled.
  package static func compiler(
    _ program: String, _ arguments: [String], environment: [String: String],
    wallTimeout: Double
  ) -> ProcessRequest {
    let limited = CompilerRun.limited
    return ProcessRequest(
      executable: limited.first ?? program,
      arguments: (limited.isEmpty ? [] : Array(limited.dropFirst()) + [program]) + arguments,
      environment: environment, wallTimeout: wallTimeout)
  }
}
