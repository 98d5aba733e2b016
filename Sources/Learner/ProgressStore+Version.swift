import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ProgressStore {
  /// Which progress file is on disk: its identity (device and inode), size and modification
  /// time, read with `stat` — never by reading the file. Every save of every swift-tutor
  /// program is a rename of a new file, so it always makes a new version; a session that
  /// remembers the version it last read or wrote knows, without reading, that nobody else has
  /// saved since (``LearnerSession/adoptSavedElsewhere()``).
  public struct Version: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let seconds: Int64
    private let nanoseconds: Int64

    /// The version of the file open at `descriptor` (what was read through it), if `fstat`
    /// can say.
    init?(descriptor: Int32) {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { return nil }
      self.init(info)
    }

    /// The version of the file at `path` now; nil when there is none.
    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      self.init(info)
    }

    private init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      #if canImport(Darwin)
      seconds = Int64(info.st_mtimespec.tv_sec)
      nanoseconds = Int64(info.st_mtimespec.tv_nsec)
      #else
      seconds = Int64(info.st_mtim.tv_sec)
      nanoseconds = Int64(info.st_mtim.tv_nsec)
      #endif
    }
  }

  /// The version of the progress file on disk now; nil when there is none.
  public var version: Version? { Version(path: url.path) }

  /// The file's bytes and the version they were read from, through one open descriptor (so
  /// the two agree); nil when the file cannot be opened or read.
  func read() -> (data: Data, version: Version?)? {
    guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
    defer { try? handle.close() }
    let version = Version(descriptor: handle.fileDescriptor)
    let data: Data?
    do {
      data = try handle.readToEnd()  // nil for an empty file
    } catch {
      return nil
    }
    return (data ?? Data(), version)
  }
}
