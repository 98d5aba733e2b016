import Foundation

/// Runs a compiled student program under limits, in a fresh working folder,
/// with a scrubbed environment and — where the machine allows — no network
/// and no way for any process it starts to outlive it. See ``IsolationMode``.
public struct Sandbox: Sendable {
  /// The limits of every run.
  public var limits: SandboxLimits
  /// The isolation this machine gives.
  public var mode: IsolationMode

  /// A sandbox with `limits`, using the best isolation the machine supports.
  public init(limits: SandboxLimits = SandboxLimits(), mode: IsolationMode = .current) {
    self.limits = limits
    self.mode = mode
  }

  /// Runs `program` (in a folder readable by the sandbox user) with a fresh
  /// empty working folder inside `scratch`, which is removed afterwards.
  public func run(
    program: URL, arguments: [String] = [], privateInput: [UInt8]? = nil, scratch: URL,
    output: OutputSink
  ) throws -> ProcessOutcome {
    let manager = FileManager.default
    let work = scratch.appendingPathComponent("work-\(UUID().uuidString.prefix(8))")
    try manager.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: work) }
    if mode.dropsPrivileges { chown(work.path, Self.nobody, Self.nobody) }
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": work.path, "TMPDIR": work.path, "LANG": "C.UTF-8",
      "SWIFT_BACKTRACE": "enable=no",
    ]
    let limitsPart = [
      "/usr/bin/prlimit", "--cpu=\(limits.cpuSeconds):\(limits.cpuSeconds)",
      "--as=\(limits.memoryBytes):\(limits.memoryBytes)",
      "--nproc=\(limits.processes):\(limits.processes)",
      "--fsize=\(limits.fileSizeBytes):\(limits.fileSizeBytes)", "--core=0:0", "--nofile=256:256",
      "--",
    ]
    let userPart =
      mode.dropsPrivileges
      ? ["/usr/bin/setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", "--"]
      : []
    let envPart =
      ["/usr/bin/env", "-i", "-C", work.path]
      + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let command = mode.prefix + limitsPart + userPart + envPart + [program.path] + arguments
    let request = ProcessRequest(
      executable: command[0], arguments: Array(command.dropFirst()),
      environment: ["PATH": "/usr/bin:/bin"], privateInput: privateInput,
      wallTimeout: limits.wallSeconds, outputLimit: limits.outputBytes)
    let outcome = try ProcessRunner.run(request, output: output)
    Stragglers.reap(programPath: program.path)
    return outcome
  }

  /// Makes `folder` and `program` usable by the sandbox user (traverse, read, execute).
  public func share(folder: URL, program: URL) {
    chmod(folder.path, 0o711)
    chmod(program.path, 0o755)
  }

  /// The uid and gid of `nobody`.
  static let nobody: UInt32 = 65534
}
