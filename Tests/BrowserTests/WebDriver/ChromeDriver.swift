import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A running `/usr/bin/chromedriver` process on a free local port, plus the HTTP transport to it.
///
/// The transport is a tiny blocking HTTP/1.1 client over a socket instead of URLSession: on Linux,
/// swift-corelibs-foundation rejects chromedriver's header lines (`Content-Length:250`, no space after
/// the colon) with "Failed writing header", so URLSession cannot talk to chromedriver at all.
final class ChromeDriver {
  /// The TCP port chromedriver listens on (127.0.0.1).
  let port: Int
  /// The underlying chromedriver process.
  private let process: Process

  /// Starts chromedriver (output discarded) and waits until `GET /status` reports it ready.
  init(executable: String = "/usr/bin/chromedriver", readyTimeout: TimeInterval = 20) throws {
    port = try ChromeDriver.freePort()
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--port=\(port)"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    do { try waitUntilReady(timeout: readyTimeout) } catch {
      stop()
      throw error
    }
  }

  deinit { stop() }

  /// Terminates chromedriver (if still running) and waits for it to exit.
  /// chromedriver is asked to shut down first; a test process may hand its children a
  /// signal mask that blocks SIGTERM, so after 3 s it gets SIGKILL.
  func stop() {
    guard process.isRunning else { return }
    _ = try? command("GET", "/shutdown", body: nil, timeout: 3)
    process.terminate()
    let deadline = Date().addingTimeInterval(3)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Polls `GET /status` every 100 ms until `value.ready` is true.
  private func waitUntilReady(timeout: TimeInterval) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var problem = "no response"
    while Date() < deadline {
      guard process.isRunning else {
        throw WebDriverError(
          endpoint: "GET /status", error: "exited",
          message: "chromedriver exited with status \(process.terminationStatus)")
      }
      do {
        let value = try command("GET", "/status", body: nil, timeout: 2) as? [String: Any]
        if value?["ready"] as? Bool == true { return }
        problem = "not ready: \(value?["message"] ?? "?")"
      } catch { problem = "\(error)" }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw WebDriverError(
      endpoint: "GET /status", error: "timeout",
      message: "chromedriver not ready after \(timeout) s (\(problem))")
  }

  /// Sends a WebDriver command and returns the reply's `value`; WebDriver errors become `WebDriverError`.
  func command(_ method: String, _ path: String, body: Any?, timeout: TimeInterval = 60) throws
    -> Any?
  {
    let value = (try roundTrip(method, path, body: body, timeout: timeout) as? [String: Any])?[
      "value"]
    if let failure = value as? [String: Any], let code = failure["error"] as? String {
      throw WebDriverError(
        endpoint: "\(method) \(path)", error: code,
        message: failure["message"] as? String ?? "")
    }
    return value
  }

  /// Performs one HTTP/1.1 request (`Connection: close`) and returns the decoded JSON body, if any.
  private func roundTrip(_ method: String, _ path: String, body: Any?, timeout: TimeInterval) throws
    -> Any?
  {
    let endpoint = "\(method) \(path)"
    let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
    var request = Data(
      ("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(payload.count)\r\n\r\n")
        .utf8)
    request.append(payload)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Self.socketError(endpoint, "socket") }
    defer { close(fd) }
    var limit = timeval(tv_sec: Int(timeout.rounded(.up)), tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = Self.loopback(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Self.socketError(endpoint, "connect") }
    var sent = 0
    while sent < request.count {
      let n = request[sent...].withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard n > 0 else { throw Self.socketError(endpoint, "send") }
      sent += n
    }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while Self.parse(response).map({ $0.length.map { response.count < $0 } ?? true }) ?? true {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n == 0 { break }
      guard n > 0 else { throw Self.socketError(endpoint, errno == EAGAIN ? "timeout" : "recv") }
      response.append(contentsOf: buffer[0..<n])
    }
    guard let head = Self.parse(response) else {
      throw WebDriverError(
        endpoint: endpoint, error: "bad reply", message: "incomplete HTTP response")
    }
    let json = response[head.bodyStart...]
    guard !json.isEmpty else { return nil }
    do {
      return try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
    } catch {
      throw WebDriverError(
        endpoint: endpoint, error: "HTTP \(head.status)", message: "invalid JSON reply")
    }
  }

  /// Parses a response's head once complete: status, body offset, and total expected length (if given).
  private static func parse(_ response: Data) -> (status: Int, bodyStart: Int, length: Int?)? {
    guard let end = response.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let lines = String(decoding: response[..<end.lowerBound], as: UTF8.self).components(
      separatedBy: "\r\n")
    let status =
      lines.first.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } } ?? 0
    let length = lines.dropFirst().lazy.compactMap { line -> Int? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
      return Int(parts[1].trimmingCharacters(in: .whitespaces))
    }.first
    return (status, end.upperBound, length.map { end.upperBound + $0 })
  }

  /// Finds a free TCP port by binding a socket to 127.0.0.1:0 and reading the assigned port.
  static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw socketError("free port", "socket") }
    defer { close(fd) }
    var address = loopback(port: 0)
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0 else { throw socketError("free port", "bind") }
    var assigned = sockaddr_in()
    var assignedLength = length
    let named = withUnsafeMutablePointer(to: &assigned) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &assignedLength) }
    }
    guard named == 0 else { throw socketError("free port", "getsockname") }
    return Int(UInt16(bigEndian: assigned.sin_port))
  }

  /// Returns the IPv4 address 127.0.0.1:`port`.
  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// Builds an error describing a failed socket call and the current `errno`.
  private static func socketError(_ endpoint: String, _ call: String) -> WebDriverError {
    WebDriverError(endpoint: endpoint, error: call, message: String(cString: strerror(errno)))
  }
}
