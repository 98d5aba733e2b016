#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness's own copy of standard output, taken before any student code
/// runs, that result records are written to.
///
/// A student's program can point descriptor 1 at a pipe of its own (`dup2`)
/// and rewrite what the harness prints there; records bypass descriptor 1
/// and go to this copy instead, and before each write the copy must still be
/// the very stream it was (same device and inode), so pointing it elsewhere
/// too ends the program instead of handing the records over.
struct RecordChannel {
  private let descriptor: Int32
  private let device: UInt64
  private let inode: UInt64

  /// A copy of descriptor 1 at a high number; nil when descriptor 1 is not open.
  static func open() -> RecordChannel? {
    let copy = fcntl(1, F_DUPFD_CLOEXEC, 200)
    guard copy >= 0, let identity = identity(of: copy) else { return nil }
    return RecordChannel(descriptor: copy, device: identity.device, inode: identity.inode)
  }

  /// Writes all of `text`, after checking the copy is still the original stream;
  /// when it is not, or the stream refuses the bytes, the program ends at once
  /// (without `atexit` handlers) so the checks never report through a forgery.
  func write(_ text: String) {
    guard let now = Self.identity(of: descriptor), now.device == device, now.inode == inode else {
      _exit(125)
    }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { _exit(125) }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func identity(of descriptor: Int32) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }
}

private func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(fd, buffer, count)
  #else
  Darwin.write(fd, buffer, count)
  #endif
}
