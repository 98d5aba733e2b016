import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// How one child process ended, how long it took and how much memory it used.
struct SpawnResult {
  /// Exit status, or 128 + the signal that ended it.
  var status: Int32
  /// Wall-clock seconds from spawn to reaping.
  var seconds: Double
  /// Peak resident set of the child or any descendant it waited for, in KiB
  /// (`wait4`'s `ru_maxrss`, which Linux takes over the whole reaped tree).
  var maxResidentKilobytes: Int
  /// Standard output and standard error, interleaved.
  var output: String
  /// True for exit status 0.
  var succeeded: Bool { status == 0 }
}

/// Starts programs with `posix_spawn` and reaps them with `wait4`, adding as little as
/// possible to what is measured: no pipes (output goes to a file), no polling.
enum Spawn {
  /// Runs `executable` to completion.
  ///
  /// `stdin` and `descriptor3` are files opened for reading as descriptors 0 and 3;
  /// a run longer than `timeout` seconds is killed.
  static func run(
    _ executable: String, _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    stdin: URL? = nil, descriptor3: URL? = nil, timeout: Double = 900
  ) throws -> SpawnResult {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-bench-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin?.path ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    if let descriptor3 {
      posix_spawn_file_actions_addopen(&actions, 3, descriptor3.path, O_RDONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    let start = ContinuousClock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    let watchdog = Watchdog(pid: pid, timeout: timeout)
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
    watchdog.disarm()
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    let signal = status & 0x7f
    return SpawnResult(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      seconds: elapsed.seconds, maxResidentKilobytes: usage.ru_maxrss,
      output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }
}

/// Kills a child that runs past its time limit; disarmed once the child has exited
/// (and before it is reaped, so a reused pid is never killed).
private final class Watchdog: Sendable {
  private let armed = Mutex(true)

  init(pid: pid_t, timeout: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
      // Killed under the lock, so `disarm` cannot return while a kill is on its way.
      armed.withLock { armed in
        if armed { kill(pid, SIGKILL) }
      }
    }
  }

  func disarm() {
    armed.withLock { $0 = false }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

/// A benchmark that cannot go on, with the reason.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
