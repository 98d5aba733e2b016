import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A close-on-exec pipe whose ends sit at descriptor 10 or above, so handing them to a child
/// as its descriptors 0–4 never overwrites one another.
final class HostPipe {
  private(set) var read: Int32 = -1
  private(set) var write: Int32 = -1

  init() throws {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      throw EvaluatorError.cannotStart(program: "pipe", reason: String(cString: strerror(errno)))
    }
    read = fcntl(fds[0], F_DUPFD_CLOEXEC, 10)
    write = fcntl(fds[1], F_DUPFD_CLOEXEC, 10)
    close(fds[0])
    close(fds[1])
    guard read >= 0, write >= 0 else {
      throw EvaluatorError.cannotStart(program: "pipe", reason: String(cString: strerror(errno)))
    }
  }

  /// Makes the read end non-blocking (the tutor drains it after the host replied).
  func nonBlockingRead() {
    _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
  }

  func closeRead() {
    if read >= 0 { close(read) }
    read = -1
  }

  func closeWrite() {
    if write >= 0 { close(write) }
    write = -1
  }

  deinit {
    closeRead()
    closeWrite()
  }
}

/// Spawn file actions that give the host exactly descriptors 0–4.
enum HostDescriptors {
  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  /// `/dev/null` as standard input, then the given descriptors as 1, 2, 3 and 4, and every
  /// other descriptor closed (a long-lived host must not hold another run's pipes open).
  static func actions(
    _ actions: inout posix_spawn_file_actions_t, output: Int32, errors: Int32, commands: Int32,
    replies: Int32
  ) {
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    posix_spawn_file_actions_adddup2(&actions, commands, 3)
    posix_spawn_file_actions_adddup2(&actions, replies, 4)
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 5)
      return
    }
    // Older C libraries: close what is open now; ours are close-on-exec anyway.
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor >= 5 {
      if fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  }
}
