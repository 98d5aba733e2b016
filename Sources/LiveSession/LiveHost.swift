import Foundation
import Grading
import Sandbox
import SwiftToolchain

#if canImport(Glibc)
import Glibc
#endif

/// The tutor's side of a running session host (see `SessionHost` in PlaygroundRuntime): starts
/// it in its own process group, sends `run` commands, streams its output into a sink, and
/// notices when it ends — a crash, an `exit`, a limit, or Ctrl-C.
///
/// Between inputs only the host's own processes may run: whatever an input started is ended
/// before its result is given (the host ends them itself; the session's ``RunWatch`` makes
/// sure, and ends any that appear later); a thread it leaves at work ends the host.
final class LiveHost {
  /// How a request ended.
  enum Outcome {
    /// The host answered `ready` or `done`.
    case done
    /// The host is alive but could not load the library (the reason from the loader).
    case failed(String)
    /// The host is gone; how it ended.
    case ended(ProcessOutcome)
  }

  private let pid: pid_t
  private let program: String
  private let pipes: HostDescriptors.Pipes
  let capped: CappedRun
  /// The processes running once the host said `ready`: its jail's and its own.
  private var own: Set<pid_t> = []
  private var replyBytes: [UInt8] = []
  private let started = Date()
  /// The outcome once the host is gone.
  private(set) var ended: ProcessOutcome?

  /// Starts `command` (``HostLaunch/command(sandbox:capped:)``) under `capped`, with `inputs`
  /// on descriptors of their own; `program` is the host's path, used to find processes left
  /// behind in a PID namespace.
  init(command: [String], program: String, capped: CappedRun, inputs: [Int32: [UInt8]]) throws {
    do {
      (pid, pipes) = try HostDescriptors.spawn(command, inputs: inputs)
    } catch {
      capped.finish()  // its control group, made for this host
      throw error
    }
    self.program = program
    self.capped = capped
    capped.started(pid)
  }

  deinit { stop() }

  /// The process started for the host (its wrappers', then the host's ancestor).
  var processGroup: pid_t { pid }

  /// Waits for the host's `ready`; what it writes to standard error meanwhile goes to `errors`.
  func waitReady(until deadline: Date, errors: CappedBuffer) -> Outcome {
    let outcome = exchange(nil, deadline: deadline, output: CappedBuffer(limit: 0), errors: errors)
    if case .done = outcome {
      own = Set(capped.watch.members())
      capped.watch.settle(keeping: own)
      capped.followHost(running: program, among: own)
    }
    return outcome
  }

  /// Loads `library` and runs its `entry`, giving it `cpuSeconds` of CPU time and until
  /// `deadline`; what it prints goes to `output`, its standard error to `errors`.
  func run(
    library: URL, entry: String, cpuSeconds: Int, deadline: Date, output: OutputSink,
    errors: CappedBuffer
  ) -> Outcome {
    capped.inputStarts(cpuSeconds: cpuSeconds)
    let outcome = exchange(
      "run \(cpuSeconds) \(entry) \(library.path)\n", deadline: deadline, output: output,
      errors: errors)
    guard ended == nil, capped.inputEnded(keeping: own) else { return outcome }
    stop()  // the input left a thread at work after it ended
    return ended.map { .ended($0) } ?? outcome
  }

  /// Ends the host and everything it started.
  func stop() {
    guard ended == nil else { return }
    OutputPump.killGroup(pid)
    ended = reap(timedOut: false, errors: CappedBuffer(limit: 0))
  }

  private func exchange(
    _ command: String?, deadline: Date, output: OutputSink, errors: CappedBuffer
  ) -> Outcome {
    if let ended { return .ended(ended) }
    if let command, !send(command) { return finish(timedOut: false, output, errors) }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      if let line = nextReply() {
        drain(pipes.output.read, into: output, buffer: &buffer)
        drain(pipes.errors.read, into: errors, buffer: &buffer)
        return line.hasPrefix("failed") ? .failed(String(line.dropFirst(7))) : .done
      }
      let now = Date()
      if now >= deadline {
        OutputPump.killGroup(pid)
        return finish(timedOut: true, output, errors)
      }
      var fds = [pipes.output.read, pipes.errors.read, pipes.replies.read].map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let wait = Int32(max(1, min(200, deadline.timeIntervalSince(now) * 1000)))
      guard poll(&fds, 3, wait) > 0 else { continue }
      drain(pipes.output.read, into: output, buffer: &buffer)
      drain(pipes.errors.read, into: errors, buffer: &buffer)
      if fds[2].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(pipes.replies.read, $0.baseAddress, 4096) }
        if count > 0 {
          replyBytes += buffer[..<count]
        } else if count == 0 || errno != EINTR {
          return finish(timedOut: false, output, errors)
        }
      }
    }
  }

  private func nextReply() -> String? {
    guard let newline = replyBytes.firstIndex(of: 10) else { return nil }
    let line = String(decoding: replyBytes[..<newline], as: UTF8.self)
    replyBytes.removeSubrange(...newline)
    return line
  }

  private func send(_ command: String) -> Bool {
    let bytes = Array(command.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        write(pipes.commands.write, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Reads what is there now (the descriptor is non-blocking), at most 1 MiB: a flood from many
  /// processes must not keep the caller from its deadline.
  private func drain(_ descriptor: Int32, into sink: OutputSink, buffer: inout [UInt8]) {
    for _ in 0..<16 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        sink.consume(buffer[..<count])
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// The host is gone or going: collects the rest of its output, reaps it.
  private func finish(timedOut: Bool, _ output: OutputSink, _ errors: CappedBuffer) -> Outcome {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let until = Date().addingTimeInterval(0.5)
    var open = [pipes.output.read, pipes.errors.read]
    while !open.isEmpty, Date() < until {
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&fds, nfds_t(fds.count), 50) > 0 else { continue }
      for descriptor in fds where descriptor.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
        if count > 0 {
          if descriptor.fd == pipes.output.read {
            output.consume(buffer[..<count])
          } else {
            errors.consume(buffer[..<count])
          }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          open.removeAll { $0 == descriptor.fd }
        }
      }
    }
    OutputPump.killGroup(pid)
    let outcome = reap(timedOut: timedOut, errors: errors)
    ended = outcome
    return .ended(outcome)
  }

  private func reap(timedOut: Bool, errors: CappedBuffer) -> ProcessOutcome {
    var status: Int32 = 0
    var usage = rusage()
    capped.stopping()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    capped.finish()
    Stragglers.reap(programPath: program, timeout: 1)
    var outcome = ProcessOutcome(
      waitStatus: status, usage: usage, timedOut: timedOut, standardError: errors.bytes,
      since: started, wrapped: true)
    capped.record(in: &outcome)
    return outcome
  }
}
