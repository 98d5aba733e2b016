import Foundation
import SwiftToolchain

/// A bubblewrap (`bwrap`) jail: each run sees a minimal read-only root — the system libraries, the
/// Swift runtime libraries and its own program — a private empty `/tmp` and working folder (small
/// tmpfs), no home, no submissions, no caches, no network, its own PID, IPC and UTS namespaces, a
/// new session, no capabilities and uid 65534 inside.
///
/// The jail dies with the grader (`--die-with-parent`), and every process in it dies with the
/// program.
public struct Jail: Sendable, Hashable {
  /// The `bwrap` executable.
  public let bwrap: String
  /// Host folders every run sees read-only at the same path (libraries).
  public let systemFolders: [String]

  /// Where the program sits inside the jail.
  static let programPath = "/run/program"
  /// Where `prlimit` sits inside the jail: the limits are set inside, so that the process
  /// limit counts the jail's own processes (the kernel counts them per user namespace), not
  /// every process of the grading user — a fork bomb in one jail cannot starve another.
  package static let limiterPath = "/run/prlimit"
  /// `prlimit` on the host.
  package static let hostLimiter = ProcessLimiter.path
  /// The working folder inside the jail.
  package static let workPath = "/sandbox"
  /// Bytes each of the jail's writable folders (`/tmp`, `/sandbox`) may hold.
  package static let folderBytes = 32 << 20

  /// A jail using `bwrap`, showing `runtimeLibraries` (the toolchain's) besides the system's.
  public init(bwrap: String, runtimeLibraries: [String]) {
    self.bwrap = bwrap
    let manager = FileManager.default
    let system = ["/usr/lib", "/usr/lib64", "/usr/lib32", "/usr/share/zoneinfo"]
    systemFolders = (system + runtimeLibraries).filter { folder in
      var isFolder: ObjCBool = false
      return manager.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
    }.reduce(into: []) { kept, folder in
      if !kept.contains(where: { folder.hasPrefix($0 + "/") || folder == $0 }) {
        kept.append(folder)
      }
    }
  }

  /// `bwrap` and the namespaces, identity and capabilities of every jail.
  ///
  /// The same for graded runs and the live session's host. `--disable-userns`: no user namespace of its own inside, where a
  /// process would hold every capability over its namespaces (kernel surface a judge need not
  /// offer). The ``SyscallFilter`` is read from its descriptor: whoever starts the jail gives
  /// it (``SyscallFilter/inputs``).
  package var isolation: [String] {
    [
      bwrap, "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent",
      "--new-session", "--cap-drop", "ALL", "--uid", "65534", "--gid", "65534", "--hostname",
      "jail",
    ] + SyscallFilter.arguments
  }

  /// The `bwrap` command line that runs `program` (a host path) with `arguments` under
  /// `limits`, with `readOnly` host folders visible at their own paths, and `environment` only.
  func command(
    program: String, arguments: [String], readOnly: [String], environment: [String: String],
    limits: SandboxLimits
  ) -> [String] {
    var argv = isolation
    for folder in systemFolders + readOnly { argv += ["--ro-bind", folder, folder] }
    argv += ["--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64"]
    argv += [
      "--ro-bind", program, Self.programPath, "--ro-bind", Self.hostLimiter, Self.limiterPath,
    ]
    argv += ["--proc", "/proc", "--dev", "/dev"]
    argv += ["--size", "\(Jail.shmBytes)", "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
    for folder in ["/tmp", Self.workPath] {
      argv += ["--size", "\(Self.folderBytes)", "--tmpfs", folder]
    }
    argv += ["--remount-ro", "/", "--chdir", Self.workPath, "--clearenv"]
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      argv += ["--setenv", name, value]
    }
    return argv + ["--json-status-fd", "\(Self.statusDescriptor)", "--", Self.limiterPath]
      + limits.prlimitArguments + [Self.programPath] + arguments
  }

  /// The descriptor bubblewrap reports the program's start and exit on.
  static let statusDescriptor: Int32 = 4

  /// The environment of every jailed program.
  package static let environment = [
    "PATH": "/usr/bin:/bin", "HOME": workPath, "TMPDIR": "/tmp", "LANG": "C.UTF-8",
    "SWIFT_BACKTRACE": "enable=no", "SWIFT_DETERMINISTIC_HASHING": "1",
  ]
}

/// What bubblewrap reported on its status descriptor.
struct JailStatus {
  /// True when the program was started inside the jail.
  var started = false
  /// The program's exit code as bubblewrap saw it (128 + signal when a signal ended it).
  var exitCode: Int32?

  /// Reads bubblewrap's `--json-status-fd` lines.
  init(_ text: String) {
    for line in text.split(separator: "\n") {
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      if object["child-pid"] != nil { started = true }
      if let code = object["exit-code"] as? Int { exitCode = Int32(truncatingIfNeeded: code) }
    }
  }
}
