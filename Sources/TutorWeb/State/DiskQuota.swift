import Foundation
import TutorSupport

/// A classroom student's share of the disk: at most `files` files and `bytes` bytes in their
/// folder. A write that would grow the folder past either is refused (507) in the student's
/// language and leaves the disk as it was; one that does not grow it (a smaller file, the
/// same one again) always goes through, so a student at the limit can make room.
struct DiskQuota: Sendable {
  /// Files, at most.
  var files: Int
  /// Bytes of every file together, at most.
  var bytes: Int

  /// The files and bytes under `folder` now (nothing when it does not exist yet).
  static func usage(of folder: URL) -> (files: Int, bytes: Int) {
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
    guard
      let walk = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: keys, options: [])
    else { return (0, 0) }
    var files = 0
    var bytes = 0
    while let url = walk.nextObject() as? URL {
      guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
      else { continue }
      files += 1
      bytes += values.fileSize ?? 0
    }
    return (files, bytes)
  }

  /// Throws 507 when writing `size` bytes to `file` (replacing it when it exists) would make
  /// `folder` hold more than the quota.
  func admit(_ size: Int, to file: URL, in folder: URL) throws {
    let now = Self.usage(of: folder)
    let old = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize
    let files = now.files + (old == nil ? 1 : 0)
    let bytes = now.bytes - (old ?? 0) + size
    let grows = size > (old ?? 0) || old == nil
    guard grows, files > self.files || bytes > self.bytes else { return }
    throw WebError(
      WebError.insufficientStorage,
      Message("web.error.quota", ["limit": self.bytes >> 10, "files": self.files]))
  }
}
