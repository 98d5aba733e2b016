import Foundation
import Sandbox

#if canImport(Glibc)
import Glibc
#endif

/// The threads of a live session's host, seen from outside (`/proc/PID/task`): whether an
/// input left work running once it ended.
///
/// A thread the input started and one of the system's thread pool look alike to the kernel,
/// and an `await` or a `DispatchQueue` leaves pool workers behind for a few seconds. So the
/// host's own threads are told by what they do: the main thread waits for the next command,
/// a pool worker waits for work on a futex, libdispatch's manager thread in `epoll_wait`. Any
/// other thread — running, sleeping in `usleep`, reading, polling — is the input's work going
/// on. A thread that waits like a pool worker and wakes up later is caught by the host's CPU
/// allowance between inputs (``HostCPU``).
enum HostThreads {
  /// The process among `pids` whose first argument is `program`: the host, found before any
  /// input runs (an input could rename its threads, not the host it was loaded into).
  static func host(running program: String, among pids: [pid_t]) -> pid_t? {
    pids.first { pid in
      let first = ProcFile.text("/proc/\(pid)/cmdline")?.split(separator: "\0").first
      return first.map(String.init) == program
    }
  }

  /// True when a thread of `host` is still at work after an input ended, once threads that
  /// were finishing had `grace` seconds to settle. Settled threads answer at once; the grace
  /// is for a busy machine, where a pool worker on its way to its futex waits its turn for a
  /// core, running (`R`) all the while: 0.1 s once ended a session whose input had only
  /// scheduled a timer, with every core shared by a full `make test`.
  static func leftRunning(in host: pid_t, grace: Double = 0.5) -> Bool {
    let deadline = Date().addingTimeInterval(grace)
    while true {
      let threads = ProcFile.threads(of: host)
      if threads.isEmpty || threads.allSatisfy({ isWaiting(host, $0) }) { return false }
      if Date() >= deadline { return true }
      usleep(5000)
    }
  }

  /// The system calls a host's own thread waits in: `futex` (a pool worker, a lock) and the
  /// `epoll` waits (libdispatch's manager thread).
  static let waitingCalls: Set<Substring> = {
    #if arch(x86_64)
    return ["202", "232", "281", "441"]
    #elseif arch(arm64)
    return ["98", "22", "441"]
    #else
    return []
    #endif
  }()

  /// True when `thread` of `host` waits as the host's own threads do (or is gone).
  private static func isWaiting(_ host: pid_t, _ thread: pid_t) -> Bool {
    let task = "/proc/\(host)/task/\(thread)"
    guard let text = ProcFile.text(task + "/stat"), let close = text.lastIndex(of: ")") else {
      return true  // ended meanwhile
    }
    let state = text[text.index(after: close)...].split(separator: " ").first ?? ""
    if state == "Z" || state == "X" { return true }
    guard state == "S" else { return false }  // running, in uninterruptible I/O, or stopped
    if thread == host { return true }  // the main thread waits for the next command
    // Unreadable (no ptrace access): the CPU allowance between inputs still holds it.
    guard let call = ProcFile.words(task + "/syscall").first else { return true }
    return waitingCalls.contains(call)
  }
}
