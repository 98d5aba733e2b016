import Foundation
import Grading
import PlaygroundRuntime
import Sandbox

/// How a live session's host process is started — the one place that builds its command line.
///
/// What the host needs to see:
/// - ``libraries``, read-only at its own path: the host executable, the
///   `libPlaygroundRuntime.so`, `libMealKit.so`, `libShapes.so` it loads (copied there from the
///   module cache) and every input's `libInputN.so`; it needs nothing of the module cache
///   itself; the toolchain's Swift runtime libraries, read-only (a jail shows them already);
/// - a writable working folder, home and `/tmp`;
/// - descriptors 3 (commands in) and 4 (replies out), besides standard output and error.
///
/// Unlike a graded program it lives for the whole session: each input's CPU time is held from
/// outside (see ``HostLaunch/sessionCPUSeconds``; a child an input forks gets the input's
/// allowance as its own, and is ended with the input). Its memory and process limits hold for
/// the host and everything it starts together (``cap(for:)``).
struct HostLaunch {
  /// The session's library folder; the host executable is in it.
  let libraries: URL
  /// The writable working folder when there is no jail (a jail has its own).
  let work: URL

  /// The host executable.
  var executable: URL { libraries.appendingPathComponent(SessionModules.hostName) }

  /// The host's environment: a jailed program's, plus the libraries to load at start.
  func environment(home: String, temporary: String) -> [String: String] {
    var environment = Jail.environment
    environment["HOME"] = home
    environment["TMPDIR"] = temporary
    environment[SessionHost.preloadVariable] = SessionModules.libraries.dropFirst().map {
      libraries.appendingPathComponent("lib\($0).so").path
    }.joined(separator: ":")
    return environment
  }

  /// The full command line under `sandbox`, in the session's control group when it has one
  /// (`capped`): in its jail when it has one (as a run user of its own when the tutor is root),
  /// else limits and a scrubbed environment only.
  func command(sandbox: Sandbox, capped: CappedRun) -> [String] {
    switch sandbox.confinement {
    case .jail(let jail):
      var inside = environment(home: Jail.workPath, temporary: "/tmp")
      inside[SessionHost.jailedVariable] = "1"
      return capped.prefix + RunUser.next().prefix
        + jailed(jail, environment: inside, limits: sandbox.limits)
    case .trusted:
      let variables = environment(home: work.path, temporary: work.path)
      return capped.prefix + [Jail.hostLimiter] + limits(sandbox.limits)
        + ["/usr/bin/env", "-i", "-C", work.path]
        + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [executable.path]
    }
  }

  /// The session's share of the sandbox's ``RunCap``: one control group (or watchdog) for the
  /// host and every process an input starts, for the whole session.
  static func cap(for sandbox: Sandbox) -> CappedRun {
    CappedRun(
      cap: sandbox.runCap, limits: sandbox.limits,
      tmpfsBytes: sandbox.isJailed ? Jail.tmpfsBytes : 0)
  }

  /// The jail of ``Jail/command(program:arguments:readOnly:environment:limits:)``, with the
  /// host run from its own folder (it finds its libraries through `$ORIGIN`) and no status
  /// descriptor (descriptors 3 and 4 are the session's).
  private func jailed(_ jail: Jail, environment: [String: String], limits: SandboxLimits)
    -> [String]
  {
    var argv = jail.isolation
    for folder in jail.systemFolders { argv += ["--ro-bind", folder, folder] }
    argv += ["--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64"]
    argv += ["--ro-bind", Jail.hostLimiter, Jail.limiterPath, "--proc", "/proc", "--dev", "/dev"]
    argv += ["--size", "\(Jail.shmBytes)", "--tmpfs", "/dev/shm", "--remount-ro", "/dev"]
    for folder in ["/tmp", Jail.workPath] {
      argv += ["--size", "\(Jail.folderBytes)", "--tmpfs", folder]
    }
    // After the jail's own /tmp, which would hide a session folder under the host's /tmp.
    argv += ["--ro-bind", libraries.path, libraries.path]
    argv += ["--remount-ro", "/", "--chdir", Jail.workPath, "--clearenv"]
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
      argv += ["--setenv", name, value]
    }
    return argv + ["--", Jail.limiterPath] + self.limits(limits) + [executable.path]
  }

  /// `prlimit`'s arguments: a graded run's limits, except the CPU time's hard ceiling.
  private func limits(_ limits: SandboxLimits) -> [String] {
    limits.prlimitArguments(cpu: (limits.cpuSeconds + 5, Self.sessionCPUSeconds))
  }

  /// CPU seconds one whole session may use: the host's hard `RLIMIT_CPU`, a ceiling only.
  ///
  /// It cannot be an input's allowance: it counts the host's whole life, and a process that
  /// is not root may lower its hard limit but never raise it again for the next input. Nor
  /// can the seccomp filter refuse raising the soft limit: it sees `setrlimit`'s pointer, not
  /// the value, and an input may as well ignore or block the `SIGXCPU` the soft limit sends.
  /// So each input's allowance is held from outside the jail: the session's watch reads the
  /// host's CPU time and ends it past the allowance, or past almost nothing between inputs
  /// (`HostCPU`). The soft limit the host sets itself only ends the usual loop a bit sooner.
  static let sessionCPUSeconds = 3600
}
