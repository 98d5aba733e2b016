import Foundation

/// How strongly this machine can isolate a student program, probed once.
///
/// - `namespaces`: a PID namespace (every process the program starts, even one
///   that called `setsid()`, dies with it), no network, a private `/proc`; as
///   root the program also runs as `nobody`, so the process limit holds and it
///   cannot touch the grader's files.
/// - `processGroup`: rlimits and a process-group kill only, where `unshare` is
///   refused; a process that leaves the group can outlive the run.
public enum IsolationMode: String, Sendable {
  case namespaces
  case processGroup

  /// The prefix that enters the namespaces, or nothing.
  var prefix: [String] {
    switch self {
    case .namespaces:
      let user = getuid() == 0 ? [] : ["--user", "--map-root-user"]
      return ["/usr/bin/unshare"] + user + [
        "--fork", "--pid", "--net", "--mount-proc", "--kill-child", "--",
      ]
    case .processGroup:
      return []
    }
  }

  /// True when the program runs as another user than the grader, so it
  /// cannot touch the grader's files (caches, other submissions).
  public var isolatesUser: Bool { dropsPrivileges }

  /// True when the program runs as the unprivileged `nobody` user.
  var dropsPrivileges: Bool { self == .namespaces && getuid() == 0 && Self.hasSetpriv }

  /// The mode this machine supports (probed once by running `true` in namespaces).
  public static let current: IsolationMode = probe()

  /// Starts the probe on a background thread, so it overlaps other start-up work (loading
  /// the course); ``current`` then waits for it only if it is still running.
  public static func probeInBackground() {
    Thread.detachNewThread { _ = current }
  }

  static let hasSetpriv = FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

  private static func probe() -> IsolationMode {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")
    else { return .processGroup }
    let request = ProcessRequest(
      executable: "/usr/bin/unshare",
      arguments: Array(IsolationMode.namespaces.prefix.dropFirst()) + ["/bin/true"],
      environment: ["PATH": "/usr/bin:/bin"], wallTimeout: 5)
    let outcome = try? ProcessRunner.run(request, output: CappedBuffer(limit: 4096))
    return outcome?.succeeded == true ? .namespaces : .processGroup
  }
}
