import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The control group of one run (or one live session): its memory and process limits hold for
/// all its processes together. Made before the run starts, joined by the run's first process
/// before anything of the student's runs (see ``joinPrefix``), removed after it.
///
/// Its name begins with its owner's (see ``ControlGroupRoot/owner``), so that groups a killed
/// grader left behind can be told apart and removed later (``StaleGroups``).
final class ControlGroup: Sendable {
  let root: ControlGroupRoot
  /// The group's folders: the memory one first (v1: then the pids one; v2: the only one).
  let folders: [String]

  private static let serial = Atomic<UInt64>(0)

  /// Processes of the jail that are not the student's: the outer and inner `bwrap`, besides
  /// the program itself; the pids limit allows for them.
  static let jailProcesses = 4

  /// Makes a group for one run with `limits`; nil when it cannot be made (the run then falls
  /// back to the watchdog).
  init?(root: ControlGroupRoot, limits: SandboxLimits) {
    self.root = root
    let name = "\(root.owner).\(Self.serial.add(1, ordering: .relaxed).newValue)"
    folders = root.parents.map { $0 + "/" + name }
    var made: [String] = []
    for folder in folders {
      guard mkdir(folder, 0o755) == 0 else {
        for made in made.reversed() { rmdir(made) }
        return nil
      }
      made.append(folder)
    }
    guard Self.limit(folders, root.version, limits) else {
      for folder in folders.reversed() { rmdir(folder) }
      return nil
    }
  }

  private static func limit(
    _ folders: [String], _ version: ControlGroupRoot.Version,
    _ limits: SandboxLimits
  ) -> Bool {
    let memory = "\(limits.memoryBytes)"
    let processes = "\(limits.processes + jailProcesses)"
    switch version {
    case .v1:
      guard ProcFile.write(memory, to: folders[0] + "/memory.limit_in_bytes") else { return false }
      // Memory and swap together when swap is accounted; else no swap for the group at all.
      if !ProcFile.write(memory, to: folders[0] + "/memory.memsw.limit_in_bytes") {
        ProcFile.write("0", to: folders[0] + "/memory.swappiness")
      }
      return folders.count < 2 || ProcFile.write(processes, to: folders[1] + "/pids.max")
    case .v2:
      guard ProcFile.write(memory, to: folders[0] + "/memory.max"),
        ProcFile.write(processes, to: folders[0] + "/pids.max")
      else { return false }
      ProcFile.write("0", to: folders[0] + "/memory.swap.max")
      // Past the limit the kernel ends every process of the group, not only the largest.
      ProcFile.write("1", to: folders[0] + "/memory.oom.group")
      return true
    }
  }

  /// The command that makes the process it starts join the group, then become `command`: a
  /// shell that writes its own pid to each `cgroup.procs` and `exec`s. Nothing the student
  /// wrote runs before the join, so no fork can be left outside.
  var joinPrefix: [String] {
    let script =
      #"n=$1; shift; while [ "$n" -gt 0 ]; do echo $$ > "$1" || exit 125; shift; n=$((n-1)); done; exec "$@""#
    return ["/bin/sh", "-c", script, "swift-tutor-join", "\(folders.count)"]
      + folders.map { $0 + "/cgroup.procs" }
  }

  /// The processes in the group now.
  func processes() -> [pid_t] {
    ProcFile.words(folders[0] + "/cgroup.procs").compactMap { pid_t($0) }
  }

  /// How many processes the kernel killed for going past the memory limit.
  func outOfMemoryKills() -> Int {
    let file = root.version == .v1 ? "/memory.oom_control" : "/memory.events"
    let words = ProcFile.words(folders[0] + file)
    guard let index = words.firstIndex(of: "oom_kill"), index + 1 < words.count else { return 0 }
    return Int(words[index + 1]) ?? 0
  }

  /// The most memory the group held at once, when the kernel says (v1, and v2 since 5.19).
  func peakBytes() -> Int? {
    let file = root.version == .v1 ? "/memory.max_usage_in_bytes" : "/memory.peak"
    return ProcFile.words(folders[0] + file).first.flatMap { Int($0) }
  }

  /// Kills every process in the group and waits (up to `timeout` seconds) until none is left;
  /// true when none is.
  @discardableResult
  func killAll(timeout: Double = 2) -> Bool {
    ProcFile.write("1", to: folders[0] + "/cgroup.kill")  // v2 since 5.14: all at once
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let left = processes()
      if left.isEmpty { return true }
      guard Date() < deadline else { return false }
      for pid in left { kill(pid, SIGKILL) }
      usleep(1000)
    }
  }

  /// Kills what is left and removes the group's folders.
  func remove() {
    killAll()
    for folder in folders.reversed() { Self.removeFolder(folder) }
  }

  /// `rmdir`, again for a moment while the kernel still counts processes that just died.
  static func removeFolder(_ folder: String, timeout: Double = 1) {
    let deadline = Date().addingTimeInterval(timeout)
    while rmdir(folder) != 0, errno == EBUSY, Date() < deadline { usleep(1000) }
  }
}
