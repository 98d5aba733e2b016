import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Removes the control groups a grader that is gone left behind (killed before it could
/// remove them): every group is named `swift-tutor.PID-START.…` after the process that made it,
/// and a group whose maker no longer runs is stale. Whatever still runs in one is killed first:
/// it belonged to a run whose grader is gone.
enum StaleGroups {
  /// Removes the stale groups in `parents` (the folders groups are made in); returns how many
  /// it removed.
  @discardableResult
  static func remove(in parents: [String]) -> Int {
    var removed = 0
    for parent in parents {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
      for name in names where isStale(name) {
        let folder = parent + "/" + name
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline {
          let left = ProcFile.words(folder + "/cgroup.procs").compactMap { pid_t($0) }
          if left.isEmpty { break }
          for pid in left { kill(pid, SIGKILL) }
          usleep(1000)
        }
        ControlGroup.removeFolder(folder)
        if access(folder, F_OK) != 0 { removed += 1 }
      }
    }
    return removed
  }

  /// True for a group name of this tool whose maker (pid and start time) no longer runs.
  static func isStale(_ name: String) -> Bool {
    guard name.hasPrefix(ControlGroupRoot.namePrefix) else { return false }
    let owner = name.dropFirst(ControlGroupRoot.namePrefix.count).prefix { $0 != "." }
    let parts = owner.split(separator: "-")
    guard parts.count == 2, let pid = pid_t(parts[0]), let start = UInt64(parts[1]) else {
      return false
    }
    return ProcFile.startTime(of: pid) != start
  }
}
