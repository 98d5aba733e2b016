package import Foundation
import Sandbox
package import SwiftToolchain

#if canImport(Glibc)
import Glibc
#endif

/// A live session host's side of its ``CappedRun``: which process the host is, its CPU time
/// held from outside (``HostCPU``), and whether an input left work running (``HostThreads``).
/// Nothing here is the host's to change: it is all read from `/proc` by the tutor.
extension CappedRun {
  /// Follows the host among `pids` (the processes running once it said `ready`): until an
  /// input runs it may use almost no CPU time.
  package func followHost(running program: String, among pids: Set<pid_t>) {
    guard let host = HostThreads.host(running: program, among: Array(pids)) else { return }
    watch.cpu.allow(HostAllowance.idleSeconds, in: .idle, host: host)
  }

  /// An input starts: any process may run again, and the host may use `cpuSeconds` of CPU
  /// time (and ``HostAllowance/inputMargin``) until it ends, whatever limit it sets itself.
  package func inputStarts(cpuSeconds: Int) {
    watch.settle(keeping: nil)
    guard let host = watch.cpu.host else { return }
    watch.cpu.allow(Double(cpuSeconds) + HostAllowance.inputMargin, in: .input, host: host)
  }

  /// An input ended: only `own` processes may run on. True when it left a thread at work —
  /// the host must then be ended; else the host may use almost no CPU time until the next.
  package func inputEnded(keeping own: Set<pid_t>) -> Bool {
    watch.settle(keeping: own)
    guard let host = watch.cpu.host else { return false }
    if HostThreads.leftRunning(in: host) {
      watch.cpu.markLeftRunning()
      return true
    }
    watch.cpu.allow(HostAllowance.idleSeconds, in: .idle, host: host)
    return false
  }

  /// True when the host must not take the next input: the watch ended it between inputs (past
  /// the memory limit or its CPU allowance), it ended on its own, or an earlier input's thread
  /// is at work now (it woke up after its input ended; the host is then to be ended for it).
  package func hostEnded() -> Bool {
    if memoryExceeded || watch.cpu.exceeded != nil { return true }
    guard let host = watch.cpu.host else { return false }
    if !ProcFile.exists(host) { return true }
    guard HostThreads.leftRunning(in: host, grace: 0.05) else { return false }
    watch.cpu.markLeftRunning()
    return true
  }

  /// Writes into `outcome` what the watch ended the run for.
  package func record(in outcome: inout ProcessOutcome) {
    outcome.memoryExceeded = memoryExceeded
    outcome.cpuExceeded = watch.cpu.exceeded == .input
    outcome.threadLeftRunning = watch.cpu.exceeded == .idle
  }
}

/// The live host's CPU allowances, given to its run's ``HostCPU`` by the extension above.
enum HostAllowance {
  /// CPU seconds the host may use between two inputs.
  static let idleSeconds = 0.25
  /// CPU seconds an input may use past its CPU limit before the watch ends it: the host's own
  /// soft limit is up to a second past the limit, and the kernel's end says more.
  static let inputMargin = 1.5
}
