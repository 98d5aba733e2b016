import Foundation

/// The built `swift-tutor` executable, run the way a student or a CI job runs it.
///
/// The executable is looked up the way swift-argument-parser's test helpers do: in the
/// products directory of the running test bundle (`.build/<triple>/debug`, which
/// `.build/debug` links to), falling back to the package's `.build/debug`.
public enum TutorBinary {
  /// The folder holding the built products next to the running test bundle.
  public static let productsDirectory: URL = {
    let bundle = Bundle.main.bundleURL
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    let built = folder.appendingPathComponent("swift-tutor")
    if FileManager.default.isExecutableFile(atPath: built.path) { return folder }
    return TestPaths.packageRoot.appendingPathComponent(".build/debug")
  }()

  /// The `swift-tutor` executable in ``productsDirectory``.
  public static var executable: URL { productsDirectory.appendingPathComponent("swift-tutor") }

  /// The package's bundled lessons, for `--lessons`.
  public static var lessons: URL { TestPaths.packageRoot.appendingPathComponent("Lessons") }

  /// Runs `swift-tutor ARGUMENTS` to completion and returns its status and output.
  ///
  /// `NO_COLOR` is set so output is plain; `environment` is added to the inherited
  /// environment. A run longer than `timeout` is killed and reported as a failure.
  public static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    timeout: Duration = .seconds(120)
  ) throws -> CommandResult {
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables.merge(environment) { $1 }
    return try ChildProcess.run(
      executable: executable, arguments: arguments, stdin: stdin, environment: variables,
      timeout: timeout)
  }
}

/// Why a child process could not be run to completion.
public struct ChildProcessFailure: Error, CustomStringConvertible {
  /// What went wrong, naming the program.
  public let description: String
}

/// Runs a program with its standard streams on private files (so no pipe can fill up and
/// stall it), an empty signal mask, and no descriptor inherited beyond 0–2.
enum ChildProcess {
  /// glibc's `posix_spawn_file_actions_addclosefrom_np`, which Swift does not import.
  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
  private static let closeFrom: CloseFrom? = dlsym(
    nil, "posix_spawn_file_actions_addclosefrom_np"
  ).map { unsafeBitCast($0, to: CloseFrom.self) }

  static func run(
    executable: URL, arguments: [String], stdin: String, environment: [String: String],
    timeout: Duration
  ) throws -> CommandResult {
    let scratch = try TestPaths.makeTemporaryFolder("run")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("stdin")
    try Data(stdin.utf8).write(to: input)
    let out = scratch.appendingPathComponent("stdout").path
    let err = scratch.appendingPathComponent("stderr").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = closeFrom?(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw ChildProcessFailure(
        description: "cannot start \(executable.path): \(String(cString: strerror(spawned)))")
    }
    let status = try wait(for: pid, timeout: timeout, name: executable.lastPathComponent)
    return CommandResult(
      status: status,
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
  }

  /// Waits for `pid`; kills it and throws when `timeout` passes first.
  ///
  /// A death by signal N is reported as status 128 + N, as shells do.
  private static func wait(for pid: pid_t, timeout: Duration, name: String) throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR {
        throw ChildProcessFailure(description: "lost track of \(name) (pid \(pid))")
      }
      if ContinuousClock.now > deadline {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw ChildProcessFailure(description: "\(name) did not finish within \(timeout)")
      }
      usleep(5_000)
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
