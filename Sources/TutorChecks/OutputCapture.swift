#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Captures what a block writes to standard output, through a temporary file (a pipe
/// would block once the block wrote more than the pipe holds).
enum OutputCapture {
  /// Runs `body` with descriptor 1 pointed at a temporary file and returns what it wrote.
  ///
  /// When no temporary file can be made, `body` runs uncaptured and the result is empty.
  static func capture(_ body: () -> Void) -> String {
    fflush(nil)
    guard let file = tmpfile() else {
      body()
      return ""
    }
    defer { fclose(file) }
    let saved = dup(1)
    guard saved >= 0, dup2(fileno(file), 1) >= 0 else {
      body()
      return ""
    }
    body()
    fflush(nil)
    dup2(saved, 1)
    close(saved)
    return read(file)
  }

  private static func read(_ file: UnsafeMutablePointer<FILE>) -> String {
    rewind(file)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 20 {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
