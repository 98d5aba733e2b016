import Foundation
import Grading
import SwiftToolchain

#if canImport(Glibc)
import Glibc
#endif

/// Starts the host with exactly descriptors 0–4, and the jail's ``SyscallFilter`` on 5 when
/// it is jailed.
enum HostDescriptors {
  /// The tutor's ends: standard output and error, commands, replies.
  typealias Pipes = (output: Pipe2, errors: Pipe2, commands: Pipe2, replies: Pipe2)

  /// Spawns `command` in a process group of its own, with `inputs` to read on descriptors of
  /// their own (5 and up); returns its pid and the tutor's ends.
  static func spawn(_ command: [String], inputs: [Int32: [UInt8]] = [:]) throws -> (pid_t, Pipes) {
    let pipes: Pipes = (
      try Pipe2(lowest: 10), try Pipe2(lowest: 10), try Pipe2(lowest: 10), try Pipe2(lowest: 10)
    )
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let filled = try inputs.map { number, bytes in (number, try Pipe2(filledWith: bytes)) }
    for (number, pipe) in filled { posix_spawn_file_actions_adddup2(&actions, pipe.read, number) }
    self.actions(
      &actions, output: pipes.output.write, errors: pipes.errors.write,
      commands: pipes.commands.read, replies: pipes.replies.write,
      keep: filled.map(\.0).max() ?? 4)
    // The host starts in `/`, never in the tutor's own folder (which its user may not enter).
    _ = ProcessRunner.startIn("/", &actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ProcessRunner.configureChild(&attributes)
    let argv = CStringArray(command)
    let envp = CStringArray(["PATH=/usr/bin:/bin"])
    var child: pid_t = 0
    let status = posix_spawn(
      &child, command[0], &actions, &attributes, argv.pointers, envp.pointers)
    withExtendedLifetime(filled) {}  // open until the child has its copies
    pipes.output.closeWrite()
    pipes.errors.closeWrite()
    pipes.commands.closeRead()
    pipes.replies.closeWrite()
    guard status == 0 else {
      throw EvaluatorError.cannotStart(
        program: command[0], reason: String(cString: strerror(status)))
    }
    pipes.output.nonBlockingRead()
    pipes.errors.nonBlockingRead()
    return (child, pipes)
  }

  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  /// `/dev/null` as standard input, then the given descriptors as 1, 2, 3 and 4, and every
  /// descriptor past `keep` closed (a long-lived host must not hold another run's pipes open).
  private static func actions(
    _ actions: inout posix_spawn_file_actions_t, output: Int32, errors: Int32, commands: Int32,
    replies: Int32, keep: Int32
  ) {
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    posix_spawn_file_actions_adddup2(&actions, commands, 3)
    posix_spawn_file_actions_adddup2(&actions, replies, 4)
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, keep + 1)
      return
    }
    // Older C libraries: close what is open now; ours are close-on-exec anyway.
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > keep {
      if fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  }
}
