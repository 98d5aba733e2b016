import Foundation
import SwiftToolchain

/// A run without a jail (`--no-jail`): limits, a scrubbed environment, a fresh working
/// folder inside the scratch folder, a process-group kill, and a sweep for processes that
/// left the group.
struct TrustedRun {
  let limits: SandboxLimits
  let cap: RunCap

  func run(program: URL, arguments: [String], scratch: URL, output: OutputSink) throws
    -> ProcessOutcome
  {
    let manager = FileManager.default
    let work = scratch.appendingPathComponent("work-\(UUID().uuidString.prefix(8))")
    try manager.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: work) }
    var environment = Jail.environment
    environment["HOME"] = work.path
    environment["TMPDIR"] = work.path
    let envPart =
      ["/usr/bin/env", "-i", "-C", work.path]
      + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    // No tmpfs of the run's own: what it writes goes to the scratch folder.
    let capped = CappedRun(cap: cap, limits: limits, tmpfsBytes: 0)
    defer { capped.finish() }
    let command = capped.prefix + limits.prlimitPrefix + envPart + [program.path] + arguments
    let request = ProcessRequest(
      executable: command[0], arguments: Array(command.dropFirst()),
      environment: ["PATH": "/usr/bin:/bin"], wallTimeout: limits.wallSeconds,
      outputLimit: limits.outputBytes)
    var outcome = try ProcessRunner.run(request, output: output, observer: capped)
    outcome.memoryExceeded = capped.memoryExceeded
    Stragglers.reap(programPath: program.path)
    return outcome
  }
}
