import Foundation

/// Why a file operation failed, in the system's words (`Permission denied`, …).
struct FileIOFailure: Error {
  /// What was being done and the system's reason, such as `rename: Is a directory`.
  var reason: String

  /// The failure of the call named `operation`, described by the current `errno`.
  static func lastError(_ operation: String) -> FileIOFailure {
    FileIOFailure(reason: "\(operation): \(String(cString: strerror(errno)))")
  }
}

/// Whole-file reads and atomic whole-file writes through POSIX calls, so every
/// failure carries the system's exact reason.
enum FileIO {
  /// The contents of the file at `path`, or `nil` when there is no such file.
  ///
  /// - Throws: ``FileIOFailure`` when the file exists but cannot be read
  ///   (permission denied, a directory, …).
  static func contents(atPath path: String) throws(FileIOFailure) -> Data? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw .lastError("open")
    }
    defer { close(fd) }
    var contents = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .lastError("read")
      }
      if count == 0 { return contents }
      contents.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces the file at `path` with `data` so that readers only ever see the
  /// old file or the complete new one.
  ///
  /// Writes a temporary file in the same directory, flushes it to disk, then
  /// renames it over `path`. A file already at `path` keeps its permissions.
  /// On any failure the temporary file is removed and `path` is untouched.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - path: The file to replace or create.
  ///   - beforeRename: Runs after the temporary file is complete and before the
  ///     rename; a test seam for failing at the last moment.
  /// - Throws: ``FileIOFailure`` naming the call that failed, or whatever
  ///   `beforeRename` throws.
  static func writeAtomically(
    _ data: Data, to path: String, beforeRename: () throws -> Void = {}
  ) throws {
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary =
      (directory.isEmpty ? "" : directory + "/")
      + ".\(name).\(UUID().uuidString).tmp"
    var permissions: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 { permissions = existing.st_mode & 0o7777 }

    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard fd >= 0 else { throw FileIOFailure.lastError("creating a temporary file") }
    do {
      try writeAll(data, to: fd)
      guard fchmod(fd, permissions) == 0 else { throw FileIOFailure.lastError("fchmod") }
      guard fsync(fd) == 0 else { throw FileIOFailure.lastError("fsync") }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard close(fd) == 0 else {
      let failure = FileIOFailure.lastError("close")
      unlink(temporary)
      throw failure
    }
    do {
      try beforeRename()
      guard rename(temporary, path) == 0 else { throw FileIOFailure.lastError("rename") }
    } catch {
      unlink(temporary)
      throw error
    }
  }

  /// Writes every byte of `data` to `fd`, retrying short and interrupted writes.
  private static func writeAll(_ data: Data, to fd: Int32) throws(FileIOFailure) {
    var offset = 0
    while offset < data.count {
      let written = data.withUnsafeBytes { bytes in
        write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .lastError("write")
      }
      offset += written
    }
  }
}
