public import Foundation

/// How a run's memory and process limits hold for all its processes together (the README's
/// "The sandbox"), the way IOI's `isolate` caps a sandbox as a whole rather than each process:
///
/// - a control group per run where this process can make one (root; a delegated cgroup v2
///   group): the kernel keeps the run's memory (swap included) and its process count under the
///   limits, and a run past the memory limit is ended whole;
/// - elsewhere (an ordinary user such as `nobody`) a watchdog (``RunWatch``) that adds up, every
///   ``RunWatch/busyPeriod``, the memory the run's processes hold, counting the jail's writable
///   folders (tmpfs) as full, and ends every process of the run past the limit.
///
/// Either way each process also keeps its own rlimits (address space, processes, CPU) as a
/// second line.
public enum RunCap: Sendable, Hashable {
  /// A control group per run, made in this root.
  case controlGroup(ControlGroupRoot)
  /// The watchdog, and why there is no control group.
  case watchdog(reason: String)

  /// The environment variable that, set to `off`, keeps runs out of control groups (the
  /// watchdog then holds the limits, as for an ordinary user).
  public static let switchVariable = "SWIFT_TUTOR_CGROUP"

  private static let found: Result<ControlGroupRoot, CapUnavailable> = {
    let layout = CgroupLayout.parse(
      mountinfo: ProcFile.text("/proc/self/mountinfo") ?? "",
      membership: ProcFile.text("/proc/self/cgroup") ?? "")
    let found = ControlGroupRoot.find(layout: layout)
    if case .success(let root) = found { StaleGroups.remove(in: root.parents) }
    return found
  }()

  /// What this machine gives this process, found once (and the stale groups of graders that
  /// are gone removed then); `SWIFT_TUTOR_CGROUP=off` in `environment` chooses the watchdog.
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RunCap {
    if environment[switchVariable] == "off" {
      return .watchdog(reason: "\(switchVariable)=off")
    }
    switch found {
    case .success(let root): return .controlGroup(root)
    case .failure(let problem): return .watchdog(reason: problem.reason)
    }
  }

  /// A line for `--verbose`, in English: which mechanism, where, or why not.
  public var summary: String {
    switch self {
    case .controlGroup(let root):
      return "cgroup \(root.version.rawValue) per run in \(root.folder)"
    case .watchdog(let reason):
      let period = Int(RunWatch.busyPeriod * 1000)
      return "watchdog over /proc every \(period) ms (no cgroup: \(reason))"
    }
  }
}
