import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A close-on-exec pipe whose ends can be closed once.
package final class Pipe2 {
  package private(set) var read: Int32 = -1
  package private(set) var write: Int32 = -1

  /// A pipe whose ends sit at descriptor `lowest` or above: a child's descriptors 0–4 can be
  /// set from ends at 10 or above without one overwriting another.
  package init(lowest: Int32 = 3) throws {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else {
      throw EvaluatorError.cannotStart(program: "pipe", reason: String(cString: strerror(errno)))
    }
    read = fcntl(fds[0], F_DUPFD_CLOEXEC, lowest)
    write = fcntl(fds[1], F_DUPFD_CLOEXEC, lowest)
    let failure = errno
    close(fds[0])
    close(fds[1])
    guard read >= 0, write >= 0 else {
      closeRead()
      closeWrite()
      throw EvaluatorError.cannotStart(program: "pipe", reason: String(cString: strerror(failure)))
    }
  }

  /// A pipe holding `bytes` (at most a pipe's buffer, 64 KiB), its write end closed.
  package convenience init(filledWith bytes: [UInt8]) throws {
    try self.init(lowest: 10)
    let written = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
    closeWrite()
    guard written == bytes.count else {
      throw EvaluatorError.cannotStart(program: "pipe", reason: "cannot fill a pipe")
    }
  }

  /// Makes the read end non-blocking.
  package func nonBlockingRead() {
    _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
  }

  package func closeRead() {
    if read >= 0 { close(read) }
    read = -1
  }

  package func closeWrite() {
    if write >= 0 { close(write) }
    write = -1
  }

  deinit {
    closeRead()
    closeWrite()
  }
}

/// A NULL-terminated C string array that lives as long as the value.
package final class CStringArray {
  package let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let count: Int

  package init(_ strings: [String]) {
    count = strings.count
    pointers = .allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
    pointers[strings.count] = nil
  }

  deinit {
    for index in 0..<count { free(pointers[index]) }
    pointers.deallocate()
  }
}
