public import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Counts the opens of the files in one folder, as the kernel sees them (inotify's `IN_OPEN`):
/// how a test tells how often a program read a file, without a seam in the program. A `stat`
/// is no open; writing a file atomically opens a temporary file of another name, then renames
/// it.
public final class FileOpens {
  private let descriptor: Int32
  private var names: [String] = []

  /// Starts watching `folder` (which must exist).
  public init(in folder: URL) throws {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0, inotify_add_watch(descriptor, folder.path, UInt32(IN_OPEN)) >= 0
    else {
      if descriptor >= 0 { close(descriptor) }
      throw CocoaError(.fileReadUnknown)
    }
  }

  deinit { close(descriptor) }

  /// How many times the file `name` was opened since the last call (or since watching began).
  public func take(_ name: String) -> Int {
    drain()
    let count = names.filter { $0 == name }.count
    names.removeAll()
    return count
  }

  /// Reads every event the kernel has queued (they are queued when the open happens).
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      var offset = 0
      // Each event: wd, mask, cookie, len (four 32-bit words), then `len` bytes of name.
      while offset + 16 <= count {
        let length = buffer[(offset + 12)..<(offset + 16)].withUnsafeBytes {
          Int($0.loadUnaligned(as: UInt32.self))
        }
        let name = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
        names.append(String(decoding: name, as: UTF8.self))
        offset += 16 + length
      }
    }
  }
}
