/// Why a run of a student program ended abnormally, in words for the student.
enum RunFailure {
  /// Describes how `outcome` ended, or nil when it exited normally.
  static func describe(_ outcome: ProcessOutcome, limits: SandboxLimits) -> String? {
    if outcome.timedOut {
      return "did not finish within \(formatSeconds(limits.wallSeconds)) (an endless loop?)"
    }
    let stderr = outcome.errorText
    if let fatal = fatalLine(in: stderr) {
      if fatal.contains("alloc") || fatal.contains("memory") {
        return "ran out of memory (limit \(limits.memoryBytes >> 20) MiB): \(fatal)"
      }
      return "crashed: \(fatal)"
    }
    // `unshare` cannot re-raise SIGKILL and exits 1 saying so.
    let killed = outcome.signal == 9 || stderr.contains("sigprocmask unblock failed")
    if killed {
      // The CPU limit's SIGKILL is the only kill the sandbox itself sends
      // besides the wall clock's; rusage can read a little under the limit.
      if outcome.cpuSeconds >= Double(limits.cpuSeconds) * 0.8 {
        return "used more than \(limits.cpuSeconds) s of CPU time (an endless loop?)"
      }
      return "was killed after \(Int(outcome.cpuSeconds * 1000)) ms of CPU time (too many resources)"
    }
    if let signal = outcome.signal {
      switch signal {
      case 4, 5: return "crashed (a Swift runtime trap)"
      case 6: return "aborted" + (stderr.contains("alloc") ? ": out of memory" : "")
      case 11, 7: return "crashed: bad memory access (infinite recursion?)"
      case 24: return "used more than \(limits.cpuSeconds) s of CPU time"
      case 25: return "wrote a file larger than \(limits.fileSizeBytes >> 20) MiB"
      default: return "ended with signal \(signal)"
      }
    }
    if let code = outcome.exitCode, code != 0 {
      if code == 132 || code == 133 { return "crashed (a Swift runtime trap)" }
      return "exited with status \(code)"
    }
    return nil
  }

  /// The `…: Fatal error: …` line Swift prints when it traps.
  static func fatalLine(in stderr: String) -> String? {
    for line in stderr.split(separator: "\n") {
      if let range = line.range(of: "Fatal error:") {
        let location = line[..<range.lowerBound].trimmingCharacters(in: " ")
        let reason = line[range.lowerBound...]
        let cleanLocation = location.hasSuffix(":") ? String(location.dropLast()) : location
        return cleanLocation.isEmpty ? String(reason) : "\(reason) (at \(cleanLocation))"
      }
    }
    return nil
  }

  static func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
