import Foundation
import Testing
import TutorTestSupport

/// A client that opens connections and sends nothing (no cookie, no token needed) held every
/// file the server could open: the whole class waited two minutes and the server spun on
/// `accept`. One address now holds at most 256; past that a connection is closed at once, and
/// a connection that closes frees its place.
@Suite(.serialized) struct ConnectionLimitTests {
  /// A TCP connection to 127.0.0.1:`port`, or nil.
  static func connect(_ port: Int) -> Int32? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      return nil
    }
    return socket
  }

  /// Whether the server closed `socket` within `seconds` (a read gives the end).
  static func closedByServer(_ socket: Int32, within seconds: Double) -> Bool {
    var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, Int32(seconds * 1000)) > 0 else { return false }
    var byte: UInt8 = 0
    return read(socket, &byte, 1) <= 0
  }

  @Test func oneAddressHoldsAtMostItsShareOfConnections() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    var idle: [Int32] = []
    defer { for socket in idle { close(socket) } }
    for _ in 0..<300 {
      idle.append(try #require(Self.connect(served.port)))
    }
    // The server closes those past the address's 256 as it takes them in (on a loaded machine
    // in any order): 44 of the 300 end, the rest stay.
    var closed: Set<Int32> = []
    let deadline = Date().addingTimeInterval(60)
    while closed.count < 44, Date() < deadline {
      for socket in idle where !closed.contains(socket) {
        if Self.closedByServer(socket, within: 0) { closed.insert(socket) }
      }
      try await Task.sleep(for: .milliseconds(200))
    }
    #expect(closed.count == 44, "past the address's share: \(closed.count) closed")
    // Those close on this side too: the address has room again, and a page loads.
    for socket in closed { close(socket) }
    idle.removeAll { closed.contains($0) }
    for socket in idle.prefix(10) { close(socket) }
    idle.removeFirst(10)
    try await Task.sleep(for: .seconds(1))
    let page = try await served.request("GET", "/?token=" + served.token)
    #expect(page.status == 200)
  }

  /// At SIGTERM the runs still waiting are answered at once, 503 in the learner's words; the
  /// runs at work finish. A client's queued runs held a stopping server for minutes.
  @Test(.tags(.toolchain, .jail)) func aStopAnswersTheRunsStillWaiting() async throws {
    let served = try ServedCourse()
    defer { served.stop() }
    let sleep = #"{"source": "import Foundation\nThread.sleep(forTimeInterval: 30)\n"}"#
    let answers = Task {
      try await withThrowingTaskGroup(of: (Int, String).self) { group in
        for _ in 0..<4 {
          group.addTask {
            let answer = try await served.request(
              "POST", "/api/exercise/hello-swift/run", json: sleep)
            return (answer.status, answer.body)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
    }
    // Two at work (the learner alone may use both workers), two waiting behind them: the
    // learner's share is full once a fifth run is refused (429), which adds nothing.
    let full = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < full {
      try await Task.sleep(for: .milliseconds(500))
      let more = try await served.request("POST", "/api/exercise/hello-swift/run", json: sleep)
      if more.status == 429 { break }
    }
    served.terminate()
    let said = try await answers.value
    let stopped = said.filter { $0.0 == 503 }
    #expect(stopped.count == 2, "\(said)")
    #expect(stopped.allSatisfy { $0.1.contains("The server is stopping") }, "\(said)")
    #expect(said.filter { $0.0 == 200 }.count == 2, "the runs at work finish: \(said)")
  }
}
