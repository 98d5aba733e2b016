#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the grader sends on file descriptor 3: `token` on the first line,
/// optionally `start N` on the second (resume after a check crashed).
struct GraderRequest {
  let token: String
  let firstCheck: Int

  /// Reads and closes `fileDescriptor`; nil when it is not open or holds no token.
  static func read(fileDescriptor: Int32) -> GraderRequest? {
    guard fcntl(fileDescriptor, F_GETFD) != -1 else { return nil }
    defer { close(fileDescriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while bytes.count < 4096 {
      let count = buffer.withUnsafeMutableBytes { readBytes(fileDescriptor, $0.baseAddress, 256) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    guard let first = lines.first, first.count >= 16 else { return nil }
    var firstCheck = 0
    if lines.count > 1, lines[1].hasPrefix("start "), let start = Int(lines[1].dropFirst(6)) {
      firstCheck = start
    }
    return GraderRequest(token: String(first), firstCheck: firstCheck)
  }
}

private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
  #else
    Darwin.read(fd, buffer, count)
  #endif
}
