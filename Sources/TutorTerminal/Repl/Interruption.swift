import Foundation
import Synchronization

/// Ctrl-C while the REPL compiles, runs or grades something.
///
/// Between lines the terminal generates `SIGINT`, whose default action would end the tutor
/// (and a shell script or `make` around it) in the middle of a student's endless loop. While
/// ``catching(stopsChildren:_:)`` runs, `SIGINT` is caught instead; when `stopsChildren` is
/// set, every process the tutor started (a compiler, a sandboxed program: each leads its own
/// process group) is killed with its group, so the work returns at once, like a timeout.
enum Interruption {
  /// Set by the signal handler; read and cleared by the watcher thread.
  private static let pending = Atomic<Bool>(false)

  /// Runs `body`; `interrupted` tells whether Ctrl-C was pressed meanwhile.
  static func catching<T>(stopsChildren: Bool, _ body: () -> T) -> (value: T, interrupted: Bool) {
    pending.store(false, ordering: .sequentiallyConsistent)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      Interruption.pending.store(true, ordering: .sequentiallyConsistent)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART  // the work's own reads and waits carry on undisturbed
    var previous = sigaction()
    sigaction(SIGINT, &action, &previous)
    let watcher = Watcher(stopsChildren: stopsChildren)
    watcher.start()
    let value = body()
    let interrupted = watcher.stop() || pending.load(ordering: .sequentiallyConsistent)
    sigaction(SIGINT, &previous, nil)
    return (value, interrupted)
  }

  /// Polls the flag on a thread of its own (a signal handler may not scan `/proc`).
  private final class Watcher: Sendable {
    let stopsChildren: Bool
    let done = Atomic<Bool>(false)
    let seen = Atomic<Bool>(false)
    let finished = DispatchSemaphore(value: 0)

    init(stopsChildren: Bool) { self.stopsChildren = stopsChildren }

    func start() {
      Thread.detachNewThread { [self] in
        while !done.load(ordering: .sequentiallyConsistent) {
          if Interruption.pending.exchange(false, ordering: .sequentiallyConsistent) {
            seen.store(true, ordering: .sequentiallyConsistent)
            if stopsChildren { Interruption.killChildren() }
          }
          usleep(20_000)
        }
        finished.signal()
      }
    }

    /// Ends the watcher; returns whether it saw an interruption.
    func stop() -> Bool {
      done.store(true, ordering: .sequentiallyConsistent)
      finished.wait()
      return seen.load(ordering: .sequentiallyConsistent)
    }
  }

  /// Kills the process group of every child of this process, then the child.
  static func killChildren() {
    for pid in children() {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
    }
  }

  /// The processes whose parent is this one, from `/proc/<pid>/stat` (`pid (name) state ppid`).
  static func children() -> [pid_t] {
    let me = getpid()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> pid_t? in
      guard let pid = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && pid_t(fields[1]) == me ? pid : nil
    }
  }
}
