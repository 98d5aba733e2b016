package import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads a child's standard output and error until both close, the deadline
/// passes, or the child has exited and its descendants keep the pipes open.
package enum OutputPump {
  /// How the pumping ended.
  enum End {
    /// Both streams closed (or the child's descendants were killed holding them).
    case finished
    /// The request's deadline passed and the process group was killed.
    case timedOut
    /// The sink's own deadline passed and the process group was killed.
    case stoppedBySink
  }

  /// Pumps until the streams close or a deadline passes.
  static func pump(
    stdout: Int32, stderr: Int32, into output: OutputSink, errors: CappedBuffer,
    pid: pid_t, deadline: Date
  ) -> End {
    var open: [Int32] = [stdout, stderr]
    var buffer = [UInt8](repeating: 0, count: 65536)
    var exitedAt: Date?
    while !open.isEmpty {
      let now = Date()
      if now >= deadline {
        killGroup(pid)
        return .timedOut
      }
      let sinkDeadline = output.deadline
      if let sinkDeadline, now >= sinkDeadline {
        killGroup(pid)
        return .stoppedBySink
      }
      if let exitedAt, now.timeIntervalSince(exitedAt) > 0.2 {
        // The child is gone but something it started still holds the pipes.
        killGroup(pid)
        return .finished
      }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let next = min(deadline, sinkDeadline ?? deadline)
      let wait = Int32(max(1, min(100, next.timeIntervalSince(now) * 1000)))
      let ready = poll(&fds, nfds_t(fds.count), wait)
      if ready == 0 {
        if exitedAt == nil, childHasExited(pid) { exitedAt = Date() }
        continue
      }
      if ready < 0 { continue }
      for descriptor in fds where descriptor.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, 65536) }
        if count > 0 {
          let chunk = buffer[0..<count]
          if descriptor.fd == stdout { output.consume(chunk) } else { errors.consume(chunk) }
        } else if count == 0 || errno != EINTR {
          open.removeAll { $0 == descriptor.fd }
        }
      }
    }
    return .finished
  }

  /// True when the child has exited (without reaping it).
  private static func childHasExited(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    return result == 0 && info._sifields._sigchld.si_pid == pid
  }

  /// Kills the child's process group, then the child itself.
  package static func killGroup(_ pid: pid_t) {
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
  }
}
