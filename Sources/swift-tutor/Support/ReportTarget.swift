import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where `--output PATH` writes a report.
///
/// - `-` is standard output.
/// - A regular file, or a new one, is replaced at once: the report is written beside it and
///   renamed over it, so a reader never sees half a report. Through a link, the file it names is
///   replaced and the link stays.
/// - Anything else — a device, a FIFO, a link to one (`/dev/stdout`) — is written through in
///   place, never replaced: `--output /dev/null` as root used to rename a file over the
///   machine's `/dev/null`.
/// - A link owned by another user than the caller or root is never followed: a student who
///   owns the folder a teacher writes into (a class folder, a shared one) could point
///   `marks.csv` at `/root/.bashrc`, and root would replace it.
enum ReportTarget {
  /// What `path` is, following links.
  enum Kind: Equatable {
    /// Standard output.
    case standardOutput
    /// A regular file at this path (links resolved), or a path where none is yet.
    case file(String)
    /// A device, a FIFO, a socket: opened and written as it is.
    case stream(String)
    /// A folder: nothing to write to.
    case folder
    /// A link another user (not the caller, not root) owns: never followed.
    case foreignLink
  }

  /// What `path` names.
  static func kind(of path: String) -> Kind {
    if path == "-" { return .standardOutput }
    var link = stat()
    if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, link.st_uid != geteuid(),
      link.st_uid != 0
    {
      return .foreignLink
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      // Nothing there yet; a link that names nothing is written through, creating its file.
      var own = stat()
      let isLink = lstat(path, &own) == 0 && own.st_mode & S_IFMT == S_IFLNK
      return isLink ? .stream(path) : .file(path)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard let real = realpath(path, nil) else { return .file(path) }
      defer { free(real) }
      return .file(String(cString: real))
    case S_IFDIR: return .folder
    default: return .stream(path)
    }
  }

  /// Why a report could not be written: the system's words.
  struct Failure: Error {
    let reason: String

    init(errno code: Int32) { reason = String(cString: strerror(code)) }
    init(reason: String) { self.reason = reason }

    /// A link another user owns, not followed.
    static let foreignLink = Failure(
      reason: "a link another user owns, not followed (a report is never written through it)")
    init(_ error: any Error) { reason = error.localizedDescription }
  }

  /// Whether a report can be written to `path`, asked before any grading (a missing folder
  /// used to fail after the whole class was graded): a folder is refused, and a file's folder
  /// must exist and be writable.
  static func check(_ path: String) throws(Failure) {
    switch kind(of: path) {
    case .standardOutput, .stream: return
    case .folder: throw Failure(errno: EISDIR)
    case .foreignLink: throw Failure.foreignLink
    case .file(let file):
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      var info = stat()
      guard stat(folder, &info) == 0 else { throw Failure(errno: errno) }
      guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(errno: ENOTDIR) }
      guard access(folder, W_OK) == 0 else { throw Failure(errno: errno) }
    }
  }

  /// Checks, before any grading, that `folder` is one this user can write reports into
  /// (`--per-student`), making it and its parents when it does not exist.
  static func prepareFolder(_ folder: String) throws(Failure) {
    var info = stat()
    guard stat(folder, &info) == 0 else {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw Failure(error)
      }
      return
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(errno: ENOTDIR) }
    guard access(folder, W_OK) == 0 else { throw Failure(errno: errno) }
  }

  /// Writes `data` to `path` as its ``Kind`` says.
  static func write(_ data: Data, to path: String) throws(Failure) {
    switch kind(of: path) {
    case .standardOutput: FileHandle.standardOutput.write(data)
    case .folder: throw Failure(errno: EISDIR)
    case .foreignLink: throw Failure.foreignLink
    case .file(let file):
      do {
        try data.write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        throw Failure(error)
      }
    case .stream(let stream):
      let descriptor = open(stream, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw Failure(errno: errno) }
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      do {
        try handle.write(contentsOf: data)
      } catch {
        throw Failure(error)
      }
    }
  }
}
