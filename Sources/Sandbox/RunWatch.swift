package import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Follows one run's processes from outside, on a thread of its own, from its start until it
/// is reaped, and ends them all when they go past the memory limit together.
///
/// - With a control group the kernel holds the limit; the watch sees the kernel's
///   out-of-memory kill and ends the rest of the run at once (cgroup v1 kills one process).
/// - Without one it adds up what the run's processes hold (``ProcessTree/memory(of:)``:
///   anonymous and shared pages in RAM or swap, page tables; past the limit, each page shared
///   after a `fork` counted once, ``ProcessTree/proportionalMemory(of:)``) plus the size of the
///   jail's tmpfs folders as if full (a file's pages are in no process's count), every
///   ``busyPeriod``. Memory the run reserves but never touches costs nothing and is not
///   counted; pages it touches between two looks are bounded by how fast two cores can fault
///   them in (about 0.5 GB/s each measured here: a few MiB past the limit at most).
///
/// A live session's host lives between inputs too: then the watch is ``settle(keeping:)``d —
/// any process besides the host's own is ended as soon as it is seen — and it holds the host's
/// CPU time to its allowance (``cpu``) during an input and between inputs.
package final class RunWatch: @unchecked Sendable {
  /// Where the run's processes are found.
  enum Target {
    /// The run's control group.
    case group(ControlGroup)
    /// The process tree the run's first process starts, with `reserve` bytes of tmpfs counted
    /// as used.
    case tree(reserve: Int)
  }

  /// How often the processes' memory is added up while something runs.
  static let busyPeriod = 0.01
  /// How often the control group is checked for an out-of-memory kill.
  static let groupPeriod = 0.02
  /// How often a settled session is checked for processes that should not be there.
  static let idlePeriod = 0.1

  let target: Target
  let limitBytes: Int
  /// A live session host's CPU allowance; none is followed until one is given.
  package let cpu = HostCPU()
  // Everything below is read and written with `condition` locked.
  private let condition = NSCondition()
  private var root: pid_t = 0
  private var running = false
  private var stopping = false
  private var keep: Set<pid_t>?
  private var over = false

  init(target: Target, limitBytes: Int) {
    self.target = target
    self.limitBytes = limitBytes
  }

  /// True once the run went past the memory limit (and was ended for it).
  var exceeded: Bool { locked { over } }

  /// Starts watching the run whose first process is `pid`.
  func start(_ pid: pid_t) {
    locked {
      root = pid
      running = true
    }
    let thread = Thread { [self] in loop() }
    thread.name = "run watch"
    thread.start()
  }

  /// Stops watching; once this returns the watch kills nothing more (the run's pids may be
  /// reused once it is reaped).
  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    while running { condition.wait() }
    condition.unlock()
  }

  /// From now on only `pids` may run (a session's host between inputs, with its jail's own
  /// processes); every other process of the run is killed now, and until none is left (at
  /// most `timeout` seconds), and whenever one appears later. Nil lets any process run again.
  package func settle(keeping pids: Set<pid_t>?, timeout: Double = 2) {
    locked {
      keep = pids
      condition.broadcast()
    }
    guard let pids else { return }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let extra = members().filter { !pids.contains($0) }
      if extra.isEmpty || Date() >= deadline { return }
      for pid in extra { kill(pid, SIGKILL) }
      usleep(1000)
    }
  }

  /// The run's living processes now.
  package func members() -> [pid_t] {
    switch target {
    case .group(let group): return group.processes()
    case .tree: return ProcessTree.members(of: locked { root })
    }
  }

  private func loop() {
    while true {
      let (done, kept) = locked { (stopping, keep) }
      if done { break }
      look(keeping: kept)
      condition.lock()
      if !stopping {
        let wait = keep != nil ? Self.idlePeriod : period
        _ = condition.wait(until: Date().addingTimeInterval(wait))
      }
      condition.unlock()
    }
    locked {
      running = false
      condition.broadcast()
    }
  }

  private var period: Double {
    if case .group = target { Self.groupPeriod } else { Self.busyPeriod }
  }

  /// One look: past the memory limit or a host's CPU allowance, everything is killed;
  /// settled, whatever is not kept is.
  private func look(keeping kept: Set<pid_t>?) {
    let pids = members()
    let past: Bool
    switch target {
    case .group(let group):
      past = group.outOfMemoryKills() > 0
    case .tree(let reserve):
      past = treeIsPast(pids, reserve: reserve)
    }
    if past { locked { over = true } }
    if past || cpu.isPast() {
      for pid in pids { kill(pid, SIGKILL) }
    } else if let kept {
      for pid in pids where !kept.contains(pid) { kill(pid, SIGKILL) }
    }
  }

  /// True when `pids` hold more than the limit: first the cheap upper bound, then, only when
  /// that is past the limit, each shared page counted once (a parent's pages its children
  /// share after a `fork` are not three times the memory).
  private func treeIsPast(_ pids: [pid_t], reserve: Int) -> Bool {
    let held = pids.map { ($0, ProcessTree.memory(of: $0)) }
    let upper = held.reduce(reserve) { $0 + ($1.1.map { $0.resident + $0.pageTables } ?? 0) }
    guard upper > limitBytes else { return false }
    let exact = held.reduce(reserve) { total, process in
      guard let memory = process.1 else { return total }
      // Two children exiting at once were caught with their `status` still full and their
      // `smaps_rollup` already empty: counted whole, a run within the limit was killed.
      let pages =
        ProcessTree.proportionalMemory(of: process.0)
        ?? (ProcessTree.isGivingBackMemory(process.0) ? 0 : memory.resident)
      return total + pages + memory.pageTables
    }
    return exact > limitBytes
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }
}
