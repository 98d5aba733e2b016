/// Resource limits for one run of a student program. The defaults are the ones the README's
/// "The sandbox" gives.
public struct SandboxLimits: Sendable, Hashable, Codable {
  /// CPU seconds before the kernel kills the program.
  public var cpuSeconds: Int = 5
  /// Wall-clock seconds before the whole process tree is killed.
  public var wallSeconds: Double = 10
  /// Memory in bytes (1 GiB) for all the run's processes together (see ``RunCap``); each
  /// process's address space is limited to the same as a second line.
  public var memoryBytes: Int = 1 << 30
  /// Most processes (and threads) the run may have at once: all of them together in a control
  /// group, and per user (the run's own as root, the jail's user namespace otherwise).
  public var processes: Int = 64
  /// Largest file the program may write, in bytes.
  public var fileSizeBytes: Int = 16 << 20
  /// Most files each process may have open at once.
  public var openFiles: Int = 256
  /// Output bytes kept; the rest is dropped and reported.
  public var outputBytes: Int = 64 << 10

  /// The defaults.
  public init() {}

  /// Defaults with a different wall-clock limit (CPU limit follows, capped at it).
  public init(timeout: Double) {
    wallSeconds = timeout
    cpuSeconds = max(1, Int(timeout.rounded(.up)) / 2)
  }

  /// A one-line summary for `--verbose` output and cache keys.
  public var summary: String {
    "cpu \(cpuSeconds)s, wall \(wallSeconds)s, memory \(memoryBytes >> 20) MiB, "
      + "processes \(processes), file size \(fileSizeBytes >> 20) MiB, open files \(openFiles), "
      + "output \(outputBytes >> 10) KiB"
  }
}
