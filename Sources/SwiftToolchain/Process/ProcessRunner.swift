package import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Starts a program in its own process group, feeds descriptor 3, collects its
/// output under a cap and a deadline, and kills the whole group when time is up.
///
/// Every descriptor this process opens for the child is close-on-exec, and
/// pipes are made and the child spawned under one lock, so concurrent runs on
/// other threads never inherit each other's pipes.
public enum ProcessRunner {
  private static let spawnLock = Mutex(())

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Swift does not import:
  /// the child gets no descriptor of ours beyond the ones we give it, even one another thread
  /// opened without close-on-exec (a program being copied for a run stays open for writing
  /// in such a child, and executing it then fails with "text file busy").
  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
  private static let closeFrom: CloseFrom? = dlsym(
    nil, "posix_spawn_file_actions_addclosefrom_np"
  ).map { unsafeBitCast($0, to: CloseFrom.self) }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which Swift does not import: the
  /// child starts in the request's folder, never in the caller's.
  private typealias ChangeFolder =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?)
    -> Int32
  private static let changeFolder: ChangeFolder? = dlsym(
    nil, "posix_spawn_file_actions_addchdir_np"
  ).map { unsafeBitCast($0, to: ChangeFolder.self) }

  /// Adds "start in `folder`" to `actions`; false when this C library cannot.
  package static func startIn(_ folder: String, _ actions: inout posix_spawn_file_actions_t)
    -> Bool
  {
    guard let changeFolder else { return false }
    return changeFolder(&actions, folder) == 0
  }

  /// Runs `request`, streaming standard output into `output`.
  /// Throws only when the program cannot be started at all.
  public static func run(_ request: ProcessRequest, output: OutputSink) throws -> ProcessOutcome {
    try run(request, output: output, observer: nil)
  }

  /// Runs `request` like ``run(_:output:)``, telling `observer` when the program started and
  /// before it is reaped.
  package static func run(_ request: ProcessRequest, output: OutputSink, observer: ProcessObserver?)
    throws -> ProcessOutcome
  {
    let start = Date()
    let (pid, stdoutPipe, stderrPipe, statusPipe) = try spawnLock.withLock { _ in
      try spawn(request)
    }
    observer?.started(pid)
    let errors = CappedBuffer(limit: request.outputLimit)
    let end = OutputPump.pump(
      stdout: stdoutPipe.read, stderr: stderrPipe.read, into: output, errors: errors,
      pid: pid, deadline: start.addingTimeInterval(request.wallTimeout))
    observer?.stopping()
    var outcome = reap(pid: pid, timedOut: end == .timedOut, errors: errors, start: start)
    outcome.stoppedEarly = end == .stoppedBySink
    if let statusPipe { outcome.statusText = readAll(statusPipe.read) }
    return outcome
  }

  /// Everything left to read on `descriptor` (the writer has exited), at most 64 KiB.
  private static func readAll(_ descriptor: Int32) -> String {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 16 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What every child gets: a process group of its own (so the whole group can be killed),
  /// default signal handlers and no blocked signals, whatever the tutor's own are.
  package static func configureChild(_ attributes: inout posix_spawnattr_t) {
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }

  private static func spawn(_ request: ProcessRequest) throws -> (pid_t, Pipe2, Pipe2, Pipe2?) {
    let stdoutPipe = try Pipe2()
    let stderrPipe = try Pipe2()
    let statusPipe = try request.statusDescriptor.map { _ in try Pipe2() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(
      &actions, 0, request.standardInputFile ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
    posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
    if let statusPipe, let number = request.statusDescriptor {
      posix_spawn_file_actions_adddup2(&actions, statusPipe.write, number)
    }
    let inputs = try request.descriptorInputs.map { number, bytes in
      (number, try Pipe2(filledWith: bytes))
    }
    for (number, pipe) in inputs { posix_spawn_file_actions_adddup2(&actions, pipe.read, number) }
    let highest = ([request.statusDescriptor ?? 2] + inputs.map(\.0)).max() ?? 2
    // Closing from `highest + 1` leaves the gaps below it: a descriptor of ours there that is
    // not close-on-exec (a learner's progress file, open for writing) reached the jailed
    // program. After the copies above, the gaps become /dev/null.
    let given = Set([request.statusDescriptor ?? 2] + inputs.map(\.0))
    for number in Int32(3)..<max(3, highest) where !given.contains(number) {
      posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_RDONLY, 0)
    }
    _ = closeFrom?(&actions, highest + 1)
    _ = startIn(request.workingDirectory, &actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ProcessRunner.configureChild(&attributes)

    let argv = CStringArray([request.executable] + request.arguments)
    let envp = CStringArray(request.environment.map { "\($0.key)=\($0.value)" }.sorted())
    var pid: pid_t = 0
    let status = posix_spawn(
      &pid, request.executable, &actions, &attributes, argv.pointers, envp.pointers)
    // The filled pipes must stay open until the child has its copies: an optimized build
    // would otherwise close them after their last use above, before the spawn.
    withExtendedLifetime(inputs) {}
    stdoutPipe.closeWrite()
    stderrPipe.closeWrite()
    statusPipe?.closeWrite()
    guard status == 0 else {
      throw EvaluatorError.cannotStart(
        program: request.executable, reason: String(cString: strerror(status)))
    }
    return (pid, stdoutPipe, stderrPipe, statusPipe)
  }

  private static func reap(pid: pid_t, timedOut: Bool, errors: CappedBuffer, start: Date)
    -> ProcessOutcome
  {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    return ProcessOutcome(
      waitStatus: status, usage: usage, timedOut: timedOut, standardError: errors.bytes,
      since: start)
  }
}
