import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A Unix socket listening at a path, for tests that check nobody could connect to it.
public final class UnixListener {
  private let descriptor: Int32
  private let path: String

  /// Listens at `path` (which must not exist).
  public init(path: String) throws {
    self.path = path
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8.prefix(100)) + [0]
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    chmod(path, 0o777)
  }

  /// How many connections are waiting or were made (accepting each).
  public var acceptedConnections: Int {
    var count = 0
    while accept(descriptor, nil, nil) >= 0 { count += 1 }
    return count
  }

  deinit {
    close(descriptor)
    unlink(path)
  }
}
