public import Foundation

/// Waits until a file is saved: inotify on its folder where the kernel has it (editors that
/// save by renaming a temporary file are seen too), polling its size and time otherwise.
public final class FileWatcher {
  /// How changes are noticed.
  public enum Method: String, Sendable {
    case inotify, polling
  }

  /// The watched file.
  public let file: URL
  /// How changes are noticed.
  public let method: Method
  private let descriptor: Int32
  private var lastStamp: FileStamp?

  /// Watches `file` (which need not exist yet); `polling` forces the fallback.
  public init(file: URL, polling: Bool = false) {
    self.file = file
    lastStamp = FileStamp(file)
    var fd: Int32 = -1
    if !polling {
      fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      if fd >= 0 {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)
        if inotify_add_watch(fd, file.deletingLastPathComponent().path, mask) < 0 {
          close(fd)
          fd = -1
        }
      }
    }
    descriptor = fd
    method = fd >= 0 ? .inotify : .polling
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Blocks until the file's contents change (size, time or identity); returns `false` when
  /// `timeout` seconds pass first. A burst of writes counts as one change.
  public func waitForChange(timeout: Double? = nil) -> Bool {
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    while true {
      let remaining = deadline.map { $0.timeIntervalSinceNow }
      if let remaining, remaining <= 0 { return false }
      let slice = min(remaining ?? 0.5, 0.5)
      if method == .inotify {
        waitForEvent(seconds: slice)
      } else {
        Thread.sleep(forTimeInterval: slice)
      }
      let stamp = FileStamp(file)
      if stamp != lastStamp, stamp != nil {
        Thread.sleep(forTimeInterval: 0.1)  // let the editor finish writing
        drain()
        lastStamp = FileStamp(file)
        return true
      }
    }
  }

  private func waitForEvent(seconds: Double) {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&request, 1, Int32(seconds * 1000))
    drain()
  }

  private func drain() {
    guard descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(descriptor, &buffer, buffer.count) > 0 {}
  }
}

/// What identifies one version of a file: inode, size and modification time.
struct FileStamp: Equatable {
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  init?(_ file: URL) {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    seconds = Int(info.st_mtim.tv_sec)
    nanoseconds = Int(info.st_mtim.tv_nsec)
  }
}
