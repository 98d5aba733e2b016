import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where this process makes the control groups of its runs, and of which kind: inside its own
/// group of the cgroup v2 hierarchy when that offers the `memory` and `pids` controllers and
/// this process may write it (root, or a delegated user group), else inside its own groups of
/// the v1 `memory` (and `pids`) hierarchies when it may write those (root).
public struct ControlGroupRoot: Sendable, Hashable {
  /// The cgroup version.
  public enum Version: String, Sendable, Hashable {
    /// One group per hierarchy (`memory.limit_in_bytes`, `pids.max`).
    case v1
    /// One group for every controller (`memory.max`, `pids.max`).
    case v2
  }

  /// The version of the groups made.
  public let version: Version
  /// The folders new groups go in: v1 the `memory` hierarchy's, then the `pids` one's when it
  /// is mounted; v2 one folder.
  let parents: [String]
  /// The first part of the name of every group this process makes: `swift-tutor.PID-START`,
  /// its pid and start time, which name one process for good.
  let owner: String

  /// The folder the memory groups go in.
  public var folder: String { parents[0] }

  /// The prefix of every group name.
  static let namePrefix = "swift-tutor."

  /// This process's owner name.
  static var ownName: String {
    let me = getpid()
    return "\(namePrefix)\(me)-\(ProcFile.startTime(of: me) ?? 0)"
  }

  /// The root this process can use, or why there is none (in English, for `--verbose`).
  static func find(layout: CgroupLayout) -> Result<ControlGroupRoot, CapUnavailable> {
    let owner = ownName
    var reasons: [String] = []
    if let unified = layout.unified {
      switch unifiedRoot(unified.folder, isRoot: unified.isRoot, owner: owner) {
      case .success(let root): return .success(root)
      case .failure(let reason): reasons.append(reason.reason)
      }
      // Root in a group it cannot give controllers (a login session's scope, where other
      // processes live): the hierarchy's root group can.
      if getuid() == 0, !unified.isRoot, let top = layout.unifiedTop {
        switch unifiedRoot(top, isRoot: true, owner: owner) {
        case .success(let root): return .success(root)
        case .failure(let reason): reasons.append(reason.reason)
        }
      }
    }
    if let memory = layout.memory {
      let parents = [memory] + (layout.pids.map { [$0] } ?? [])
      let root = ControlGroupRoot(version: .v1, parents: parents, owner: owner)
      if let problem = root.trial() { reasons.append(problem) } else { return .success(root) }
    }
    if reasons.isEmpty { reasons.append("no cgroup memory controller is mounted") }
    return .failure(CapUnavailable(reasons.joined(separator: "; ")))
  }

  /// A v2 root in `folder`: its children get `memory` and `pids`. A group that holds processes
  /// cannot give its children controllers, so this process first moves into a leaf of its own
  /// (`OWNER.tutor`) when it is not in the root group.
  private static func unifiedRoot(_ folder: String, isRoot: Bool, owner: String) -> Result<
    ControlGroupRoot, CapUnavailable
  > {
    let offered = ProcFile.words(folder + "/cgroup.controllers")
    guard offered.contains("memory"), offered.contains("pids") else {
      return .failure(CapUnavailable("cgroup v2 group \(folder) offers no memory and pids"))
    }
    let root = ControlGroupRoot(version: .v2, parents: [folder], owner: owner)
    let enabled = ProcFile.words(folder + "/cgroup.subtree_control")
    if !(enabled.contains("memory") && enabled.contains("pids")) {
      let leaf = folder + "/" + owner + ".tutor"
      if !isRoot {
        guard mkdir(leaf, 0o755) == 0 || errno == EEXIST,
          ProcFile.write("\(getpid())", to: leaf + "/cgroup.procs")
        else {
          rmdir(leaf)
          return .failure(
            CapUnavailable("cannot move into \(leaf): \(String(cString: strerror(errno)))"))
        }
      }
      guard ProcFile.write("+memory +pids", to: folder + "/cgroup.subtree_control") else {
        let reason = String(cString: strerror(errno))
        ProcFile.write("\(getpid())", to: folder + "/cgroup.procs")
        rmdir(leaf)
        return .failure(CapUnavailable("cannot enable memory and pids in \(folder): \(reason)"))
      }
    }
    if let problem = root.trial() { return .failure(CapUnavailable(problem)) }
    return .success(root)
  }

  /// Makes and removes a group with the default limits; nil when that works, else what failed.
  private func trial() -> String? {
    guard let group = ControlGroup(root: self, limits: SandboxLimits()) else {
      return "cannot make a cgroup in \(parents.joined(separator: " and ")): "
        + String(cString: strerror(errno))
    }
    group.remove()
    return nil
  }
}

/// Why runs cannot get a control group here (in English, for `--verbose`).
public struct CapUnavailable: Error, Sendable, Hashable {
  /// What was missing or refused.
  public let reason: String

  init(_ reason: String) { self.reason = reason }
}
