import Foundation
import Synchronization

/// One `sourcekit-lsp` process spoken to over JSON-RPC: requests wait for their answer until a
/// deadline, answers are matched by id on a reader thread, and the server's own requests
/// (progress, registrations) get an empty answer so it never waits on us.
///
/// Its standard input is one end of a socket pair written with `MSG_NOSIGNAL`: a server that
/// died makes a write fail, never a SIGPIPE that would end the tutor.
final class LanguageServer: Sendable {
  private struct State {
    var nextID = 1
    var waiting: [Int: DispatchSemaphore] = [:]
    var answers: [Int: Data] = [:]
    var ended = false
  }

  private let socket: Int32
  private let state = Mutex(State())
  private let process: Mutex<Process>

  /// Starts `executable` in `folder`; its standard error goes nowhere.
  init(executable: URL, folder: URL) throws {
    var ends: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    let child = Process()
    child.executableURL = executable
    child.currentDirectoryURL = folder
    let answers = Pipe()
    child.standardInput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    child.standardOutput = answers
    child.standardError = FileHandle.nullDevice
    try child.run()
    socket = ends[0]
    process = Mutex(child)
    let reading = answers.fileHandleForReading
    Thread.detachNewThread { [self] in read(reading) }
  }

  /// Sends a request and waits until `deadline` for its result (the `result` member, as JSON);
  /// nil when the server did not answer in time, answered with an error or has ended.
  func request(_ method: String, _ params: Any, deadline: Duration) -> Data? {
    let signal = DispatchSemaphore(value: 0)
    let id = state.withLock { state -> Int in
      defer { state.nextID += 1 }
      state.waiting[state.nextID] = signal
      return state.nextID
    }
    guard send(["jsonrpc": "2.0", "id": id, "method": method, "params": params]) else {
      _ = state.withLock { $0.waiting.removeValue(forKey: id) }
      return nil
    }
    let seconds =
      Double(deadline.components.seconds)
      + Double(deadline.components.attoseconds) / 1e18
    let answered = signal.wait(timeout: .now() + seconds) == .success
    let answer = state.withLock { state -> Data? in
      state.waiting.removeValue(forKey: id)
      return state.answers.removeValue(forKey: id)
    }
    if !answered {
      _ = send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": id]])
    }
    guard let answer,
      let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any],
      let result = object["result"], !(result is NSNull)
    else { return nil }
    return try? JSONSerialization.data(withJSONObject: result, options: [.fragmentsAllowed])
  }

  /// Sends a notification; false when the server is gone.
  @discardableResult
  func notify(_ method: String, _ params: Any) -> Bool {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Whether the server has ended.
  var ended: Bool { state.withLock { $0.ended } }

  /// Asks the server to exit, and ends it.
  func stop() {
    _ = send(["jsonrpc": "2.0", "method": "exit", "params": NSNull()])
    close(socket)
    process.withLock { child in
      if child.isRunning { child.terminate() }
      // A server busy indexing on a loaded machine may take its time over SIGTERM: the REPL's
      // Ctrl-D must not wait for it (a quit took over ten seconds during the test suite).
      let deadline = ContinuousClock.now + .seconds(1)
      while child.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
      if child.isRunning { kill(child.processIdentifier, SIGKILL) }
      child.waitUntilExit()
    }
  }

  /// Writes `message`, framed, under the lock, so two threads' messages never interleave.
  private func send(_ message: [String: Any]) -> Bool {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return false }
    let frame = LSPFrame.encode(body)
    return state.withLock { state in
      guard !state.ended else { return false }
      return frame.withUnsafeBytes { bytes in
        // A frame always has its header, so its bytes have an address.
        guard let start = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count {
          let sent = Glibc.send(
            socket, start + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
          if sent <= 0 { return false }
          offset += sent
        }
        return true
      }
    }
  }

  /// The reader thread: frames answers to the waiting requests until the server's output ends.
  private func read(_ handle: FileHandle) {
    var buffer = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      buffer.append(chunk)
      for body in LSPFrame.take(from: &buffer) {
        guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
          let id = message["id"], !(id is NSNull)
        else { continue }  // a notification: diagnostics, logs
        if message["method"] != nil {
          _ = send(["jsonrpc": "2.0", "id": id, "result": NSNull()])
        } else if let id = id as? Int {
          state.withLock { state in
            guard let waiter = state.waiting[id] else { return }
            state.answers[id] = body
            waiter.signal()
          }
        }
      }
    }
    state.withLock { state in
      state.ended = true
      for waiter in state.waiting.values { waiter.signal() }
    }
  }
}
