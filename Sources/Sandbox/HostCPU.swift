package import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The CPU time a live session's host may use, held from outside its jail by the session's
/// ``RunWatch``, which reads the host's CPU time (all its threads) on every look and ends the
/// session once it is past its allowance:
///
/// - while an input runs, the input's allowance (a little more than the CPU limit the host
///   sets itself, so that the kernel's own limit normally ends it first);
/// - between inputs, almost nothing: a thread, task or timer an input left behind that wakes
///   up later is the input's work going on after it ended.
///
/// The host's own `RLIMIT_CPU` cannot hold this (see ``HostLaunch``): an input may raise its
/// soft limit up to the session's ceiling, or ignore the `SIGXCPU` it sends.
///
/// The allowances themselves are the live session's to give (`CappedRun+Host`): this holds
/// whatever it gave.
package final class HostCPU: @unchecked Sendable {
  /// When the host uses CPU time.
  package enum Phase: Sendable {
    /// An input runs.
    case input
    /// Between inputs.
    case idle
  }

  private let lock = NSLock()
  private var followed: pid_t?
  private var start = 0.0
  private var allowed = 0.0
  private var phase = Phase.idle
  private var spent: Phase?

  /// The phase whose allowance the host went past (and was ended for), if it did: `idle` also
  /// when an input left a thread at work (``markLeftRunning()``).
  package var exceeded: Phase? { lock.withLock { spent } }

  /// The host followed, once one is.
  package var host: pid_t? { lock.withLock { followed } }

  /// Says the host is ended because an input left work running after it ended.
  package func markLeftRunning() { lock.withLock { spent = .idle } }

  /// From now on `host` may use `seconds` more CPU time, in `phase`.
  package func allow(_ seconds: Double, in phase: Phase, host: pid_t) {
    let used = ProcessTree.cpuSeconds(of: host) ?? 0
    lock.withLock {
      followed = host
      self.phase = phase
      start = used
      allowed = seconds
    }
  }

  /// True the first time the host is seen past its allowance: the watch then ends it.
  func isPast() -> Bool {
    typealias Allowance = (host: pid_t, start: Double, allowed: Double, phase: Phase)
    let allowance = lock.withLock { () -> Allowance? in
      guard spent == nil, let host = self.followed else { return nil }
      return (host, start, allowed, phase)
    }
    guard let allowance, let used = ProcessTree.cpuSeconds(of: allowance.host),
      used - allowance.start > allowance.allowed
    else { return false }
    lock.withLock { spent = allowance.phase }
    return true
  }
}
