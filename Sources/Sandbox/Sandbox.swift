public import Foundation
public import SwiftToolchain

/// How student programs are confined.
public enum Confinement: Sendable, Hashable {
  /// Every run in a bubblewrap jail (see ``Jail``).
  case jail(Jail)
  /// The code is trusted (`--no-jail`): rlimits, a scrubbed environment and a process-group
  /// kill only. The program runs as the grader's user and can read what that user can.
  case trusted
}

/// Runs a compiled student program under limits: in a ``Jail`` when there is one, always with
/// CPU, memory, process, file-size and output limits, a wall-clock limit after which every
/// process it started is killed, and an environment of its own.
public struct Sandbox: Sendable {
  /// The limits of every run.
  public var limits: SandboxLimits
  /// The jail, or trusted mode.
  public var confinement: Confinement
  /// How the memory and process limits hold for all of a run's processes together; nil for
  /// what this machine gives (``RunCap/current(environment:)``, found at the first run).
  public var cap: RunCap?

  /// A sandbox with `limits` and `confinement`, and `cap` (by default what this machine gives).
  public init(limits: SandboxLimits = SandboxLimits(), confinement: Confinement, cap: RunCap? = nil)
  {
    self.limits = limits
    self.confinement = confinement
    self.cap = cap
  }

  /// The cap runs get.
  package var runCap: RunCap { cap ?? .current() }

  /// True when runs are jailed.
  public var isJailed: Bool { if case .jail = confinement { true } else { false } }

  /// Runs `program` with `arguments` and a fresh empty working folder; `readOnly` host folders are
  /// visible to it at their own paths.
  ///
  /// `scratch` is the grader's private folder for this grading. Throws only when the program or the
  /// jail cannot be started.
  public func run(
    program: URL, arguments: [String] = [], readOnly: [URL] = [], scratch: URL,
    output: OutputSink
  ) throws -> ProcessOutcome {
    switch confinement {
    case .jail(let jail):
      return try runJailed(
        jail, program: program, arguments: arguments, readOnly: readOnly, scratch: scratch,
        output: output)
    case .trusted:
      return try TrustedRun(limits: limits, cap: runCap).run(
        program: program, arguments: arguments, scratch: scratch, output: output)
    }
  }

  private func runJailed(
    _ jail: Jail, program: URL, arguments: [String], readOnly: [URL], scratch: URL,
    output: OutputSink
  ) throws -> ProcessOutcome {
    let user = RunUser.next()
    let handed = try user.handOver(program: program, scratch: scratch)
    let capped = CappedRun(cap: runCap, limits: limits, tmpfsBytes: Jail.tmpfsBytes)
    defer { capped.finish() }
    let argv =
      capped.prefix + user.prefix
      + jail.command(
        program: handed.path, arguments: arguments, readOnly: readOnly.map(\.path),
        environment: Jail.environment, limits: limits)
    var request = ProcessRequest(
      executable: argv[0], arguments: Array(argv.dropFirst()),
      environment: ["PATH": "/usr/bin:/bin"], statusDescriptor: Jail.statusDescriptor,
      wallTimeout: limits.wallSeconds, outputLimit: limits.outputBytes)
    request.descriptorInputs = SyscallFilter.inputs
    var outcome = try ProcessRunner.run(request, output: output, observer: capped)
    outcome.memoryExceeded = capped.memoryExceeded
    if outcome.timedOut || outcome.stoppedEarly || outcome.signal != nil {
      // Killed from outside: the namespace's own init (a bwrap process) can outlive the outer
      // one for a moment while the kernel tears down thousands of processes; wait for it.
      Stragglers.reap(programPath: handed.path)
    }
    let status = JailStatus(outcome.statusText)
    guard status.started || outcome.timedOut || outcome.stoppedEarly else {
      throw EvaluatorError.jailFailed(detail: outcome.errorText)
    }
    // bubblewrap exits with 128 + the signal that ended the program.
    if let code = status.exitCode ?? outcome.exitCode, code > 128, outcome.signal == nil {
      outcome.exitCode = nil
      outcome.signal = code - 128
    }
    return outcome
  }
}

extension SandboxLimits {
  /// `prlimit`'s arguments that apply these limits to the command after them: every limit the
  /// kernel keeps per process is here, for graded runs and the live host alike.
  var prlimitArguments: [String] { prlimitArguments(cpu: (cpuSeconds, cpuSeconds)) }

  /// The same with the CPU time's `cpu` soft and hard limits instead: the live host's policy
  /// (`HostLaunch`: its hard limit is the whole session's, each input's allowance is held
  /// from outside the jail).
  package func prlimitArguments(cpu: (soft: Int, hard: Int)) -> [String] {
    [
      "--cpu=\(cpu.soft):\(cpu.hard)", "--as=\(memoryBytes):\(memoryBytes)",
      "--nproc=\(processes):\(processes)", "--fsize=\(fileSizeBytes):\(fileSizeBytes)",
      "--core=0:0", "--nofile=\(openFiles):\(openFiles)", "--",
    ]
  }

  /// The host `prlimit` command that applies these limits to what it starts.
  var prlimitPrefix: [String] { [Jail.hostLimiter] + prlimitArguments }
}
