import Foundation
import SwiftToolchain
import Synchronization

/// The user a jailed program runs as, outside the jail.
///
/// As root, every run gets a uid of its own from a range no account uses, through
/// `setpriv`, before `bwrap` starts: the process limit then counts that run's processes only,
/// and nothing the run does is done as root. As an ordinary user, `bwrap` runs as that user
/// in an unprivileged user namespace; inside the jail the program is always uid 65534.
package struct RunUser {
  /// The uid (and gid) to run as; nil to stay the current user.
  let uid: UInt32?

  /// The command prefix that becomes the run's user, and that kills the jail should the
  /// grader itself die (bubblewrap's own `--die-with-parent` takes over once it has started).
  package var prefix: [String] {
    let user = uid.map { ["--reuid=\($0)", "--regid=\($0)", "--clear-groups"] } ?? []
    return ["/usr/bin/setpriv", "--pdeathsig", "KILL"] + user + ["--"]
  }

  private static let counter = Atomic<UInt32>(0)

  /// The first uid of the range runs use as root.
  static let firstUID: UInt32 = 1_000_000_000

  /// A fresh user for the next run: a new uid as root, the current user otherwise.
  package static func next() -> RunUser {
    guard getuid() == 0 else { return RunUser(uid: nil) }
    let serial = counter.add(1, ordering: .relaxed).newValue & 0xFFFF
    let process = UInt32(truncatingIfNeeded: getpid()) & 0x3FFF
    return RunUser(uid: firstUID + (process << 16 | serial))
  }

  /// Gives the run's user its own copy of `program`, in a folder only that user (and the grader)
  /// can enter, inside `scratch`; returns the copy's path.
  ///
  /// As an ordinary user the program is used where it is.
  func handOver(program: URL, scratch: URL) throws -> URL {
    guard let uid else { return program }
    let manager = FileManager.default
    let folder = scratch.appendingPathComponent("run-\(uid)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: false)
    let copy = folder.appendingPathComponent("program")
    try manager.copyItem(at: program, to: copy)
    chmod(scratch.path, 0o711)
    guard chown(folder.path, uid, uid) == 0, chown(copy.path, uid, uid) == 0,
      chmod(folder.path, 0o700) == 0, chmod(copy.path, 0o500) == 0
    else {
      throw EvaluatorError.fileProblem(path: folder.path, reason: "cannot hand the program over")
    }
    return copy
  }
}
