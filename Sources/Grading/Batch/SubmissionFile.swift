import Foundation
package import TutorSupport

/// Reads a submission `DIR/<student>/<exercise>.swift` once, through descriptors: the student's
/// folder and file are opened without following links, checked on the open descriptor and read
/// from it.
///
/// Checking a path and then reading it again is a race a student wins: swapping their file for a
/// link to a peer's (or to a file only the grader may read) between the check and the read got
/// them graded on the peer's file — a pass — or the secret quoted in a compile error.
enum SubmissionFile {
  /// Why a submission was not read; `irregular` is not a file to grade at all.
  struct Problem: Error {
    /// Why, said in the reader's language when shown.
    var why: Message
    var irregular: Bool

    /// Why, in English.
    var reason: String { why.text(.en) }
  }

  /// The file's text, or why it cannot be graded.
  package static func read(_ file: URL) -> Result<String, Problem> {
    let studentFolder = file.deletingLastPathComponent()
    let root = open(
      studentFolder.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard root >= 0 else { return .failure(unreadable(errno)) }
    defer { close(root) }
    let student = openat(
      root, studentFolder.lastPathComponent, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard student >= 0 else {
      let code = errno
      if code == ELOOP || code == ENOTDIR {
        return .failure(
          Problem(why: Message("judge.file.folder-is-link"), irregular: true))
      }
      return .failure(unreadable(code))
    }
    defer { close(student) }
    let descriptor = openat(
      student, file.lastPathComponent, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP {
        return .failure(
          Problem(why: .linkNotFollowed, irregular: true))
      }
      return .failure(unreadable(code))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(unreadable(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(Problem(why: Message("judge.file.is-folder"), irregular: true))
    default: return .failure(Problem(why: Message("judge.file.not-regular"), irregular: true))
    }
    let limit = Grader.largestSource
    guard info.st_size <= limit else {
      let size = Int(info.st_size)
      return .failure(
        Problem(
          why: Message("judge.file.too-large", ["size": size >> 10, "limit": limit >> 10]),
          irregular: true))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(unreadable(errno)) }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    guard bytes.count <= limit else {
      return .failure(Problem(why: Message("judge.file.grew"), irregular: true))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(Problem(why: Message("judge.file.not-utf8"), irregular: false))
    }
    return .success(text)
  }

  /// Why a file could not be opened or read, in words that are the same on every run (a
  /// report must not change between runs, or shards would not merge to the same).
  private static func unreadable(_ code: Int32) -> Problem {
    switch code {
    case ENOENT: Problem(why: Message("judge.file.missing"), irregular: false)
    case EACCES, EPERM: Problem(why: .permissionDenied, irregular: false)
    default: Problem(why: Message("judge.file.unreadable", ["code": code]), irregular: false)
    }
  }
}

extension Message {
  /// A student's file or folder the grader may not read (a student may make their own so).
  static let permissionDenied = Message("judge.file.permission-denied")
  /// A student's file that is a link: read as nothing (`grade`, `check`).
  package static let linkNotFollowed = Message("judge.file.is-link")
}
