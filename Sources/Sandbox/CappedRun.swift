package import Foundation
import SwiftToolchain

/// One run's share of ``RunCap``: its control group when runs get one (the watchdog alone when
/// this run's group cannot be made), the command prefix that puts the run's first process in
/// it, the ``RunWatch`` that follows the run, and the clean-up after it.
package final class CappedRun: ProcessObserver, @unchecked Sendable {
  /// The run's control group, if it has one.
  let group: ControlGroup?
  /// The watch over the run's processes.
  package let watch: RunWatch

  /// The share of a run under `limits`; `tmpfsBytes` is what the jail's writable folders may
  /// hold (memory no process's count shows, so the watchdog counts it as used).
  package init(cap: RunCap, limits: SandboxLimits, tmpfsBytes: Int) {
    if case .controlGroup(let root) = cap, let group = ControlGroup(root: root, limits: limits) {
      self.group = group
      watch = RunWatch(target: .group(group), limitBytes: limits.memoryBytes)
    } else {
      group = nil
      watch = RunWatch(target: .tree(reserve: tmpfsBytes), limitBytes: limits.memoryBytes)
    }
  }

  /// The words to put before the run's command line (nothing for the watchdog).
  package var prefix: [String] { group?.joinPrefix ?? [] }

  /// True when the run went past the memory limit and was ended for it.
  package var memoryExceeded: Bool { watch.exceeded }

  package func started(_ pid: pid_t) { watch.start(pid) }

  package func stopping() { watch.stop() }

  /// Stops the watch, ends whatever of the run is left and removes its group. Call it once the
  /// run's first process is reaped.
  package func finish() {
    watch.stop()
    group?.remove()
  }
}

extension Jail {
  /// Bytes the jail's tmpfs folders (`/tmp`, the working folder, `/dev/shm`) may hold together.
  package static let tmpfsBytes = 2 * folderBytes + shmBytes
  /// Bytes `/dev/shm` may hold.
  package static let shmBytes = 1 << 20
}
