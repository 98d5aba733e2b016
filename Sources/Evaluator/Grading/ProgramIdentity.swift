import Foundation

/// What identifies a compiled program file on disk, to tell whether it was
/// replaced or rewritten between two runs of the same grading.
///
/// Where the student's program runs as the grader's own user (no `setpriv`),
/// it can read its path from `/proc/self/exe`, replace the file, and crash a
/// check so the grader starts it again: the replacement would then be handed
/// the next run's token. A replaced file has a new inode; a rewritten one
/// (only possible once the program stopped running) a new change time, which
/// no user can set back.
struct ProgramIdentity: Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let changeSeconds: Int
  let changeNanoseconds: Int

  /// The identity of the file at `url` (not following a link); nil when it is gone.
  init?(of url: URL) {
    var info = stat()
    guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    changeSeconds = info.st_ctim.tv_sec
    changeNanoseconds = info.st_ctim.tv_nsec
  }
}
