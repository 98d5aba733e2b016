import Foundation
import PlaygroundRuntime

/// How a live session's host process is started — the one place that builds its command line,
/// so the jail can wrap it.
///
/// What the host needs to see:
/// - ``readOnlyFolders``, at the same paths: the session's library folder (the host executable,
///   the `libPlaygroundRuntime.so`, `libMealKit.so`, `libShapes.so` it loads, and every
///   input's `libInputN.so`, all copied or built there) and the toolchain's Swift runtime
///   libraries; it needs nothing from the module cache itself;
/// - ``workingFolder``, writable: its current folder, `HOME` and `TMPDIR`;
/// - descriptors 3 (commands in) and 4 (replies out), besides standard output and error.
public struct HostLaunch: Sendable {
  /// The host executable (inside the session's library folder).
  public var executable: URL
  /// Its arguments (none: the libraries it loads at start are named in its environment).
  public var arguments: [String] = []
  /// Its whole environment.
  public var environment: [String: String]
  /// Its writable current folder.
  public var workingFolder: URL
  /// Folders it reads, bound read-only at the same path in a jail.
  public var readOnlyFolders: [URL]

  /// The launch of a session whose files are in `libraries` and `work`.
  init(libraries: URL, work: URL, toolchain: SessionToolchain) {
    executable = libraries.appendingPathComponent(SessionModules.hostName)
    let preload = SessionModules.libraries.dropFirst().map {
      libraries.appendingPathComponent("lib\($0).so").path
    }
    environment = [
      "PATH": "/usr/bin:/bin", "HOME": work.path, "TMPDIR": work.path, "LANG": "C.UTF-8",
      "SWIFT_BACKTRACE": "enable=no", SessionHost.preloadVariable: preload.joined(separator: ":"),
    ]
    workingFolder = work
    readOnlyFolders = [libraries, toolchain.runtimeLibraries]
  }

  /// The full command line under `sandbox`'s isolation and limits (the CPU limit is applied
  /// by the host to each input; here it is only the session's ceiling).
  func command(sandbox: Sandbox) -> [String] {
    let limits = sandbox.limits
    let limitsPart = [
      "/usr/bin/prlimit", "--cpu=\(limits.cpuSeconds + 5):\(Self.sessionCPUSeconds)",
      "--as=\(limits.memoryBytes):\(limits.memoryBytes)",
      "--nproc=\(limits.processes):\(limits.processes)",
      "--fsize=\(limits.fileSizeBytes):\(limits.fileSizeBytes)", "--core=0:0",
      "--nofile=256:256", "--",
    ]
    let userPart =
      sandbox.mode.dropsPrivileges
      ? [
        "/usr/bin/setpriv", "--reuid=\(Sandbox.nobody)", "--regid=\(Sandbox.nobody)",
        "--clear-groups", "--",
      ]
      : []
    let environmentPart =
      ["/usr/bin/env", "-i", "-C", workingFolder.path]
      + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let usable = FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")
    return sandbox.mode.prefix + (usable ? limitsPart : []) + userPart + environmentPart
      + [executable.path] + arguments
  }

  /// CPU seconds one whole session may use.
  static let sessionCPUSeconds = 3600
}
