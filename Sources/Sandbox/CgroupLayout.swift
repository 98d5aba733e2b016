import Foundation

/// Where this process's own control groups are, read from `/proc/self/mountinfo` and
/// `/proc/self/cgroup`: the folder of its cgroup v2 group, and of its groups in the cgroup v1
/// `memory` and `pids` hierarchies, for the mounts this process can see.
struct CgroupLayout: Equatable {
  /// This process's group in the unified (v2) hierarchy, and whether it is the root group.
  var unified: (folder: String, isRoot: Bool)?
  /// The root group of the unified hierarchy, when the mount shows it.
  var unifiedTop: String?
  /// This process's group in the v1 `memory` hierarchy.
  var memory: String?
  /// This process's group in the v1 `pids` hierarchy.
  var pids: String?

  static func == (left: CgroupLayout, right: CgroupLayout) -> Bool {
    left.unified?.folder == right.unified?.folder && left.unified?.isRoot == right.unified?.isRoot
      && left.unifiedTop == right.unifiedTop && left.memory == right.memory
      && left.pids == right.pids
  }

  /// The layout described by the text of `/proc/self/mountinfo` and `/proc/self/cgroup`.
  static func parse(mountinfo: String, membership: String) -> CgroupLayout {
    // `/proc/self/cgroup`: `ID:CONTROLLERS:PATH`, `0::PATH` for the unified hierarchy.
    var paths: [String: String] = [:]
    for line in membership.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3 else { continue }
      for controller in parts[1].split(separator: ",") {
        paths[String(controller)] = String(parts[2])
      }
      if parts[0] == "0", parts[1].isEmpty { paths[""] = String(parts[2]) }
    }
    var layout = CgroupLayout()
    for line in mountinfo.split(separator: "\n") {
      // `ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS [OPTIONAL…] - TYPE SOURCE SUPEROPTIONS`
      let halves = line.components(separatedBy: " - ")
      guard halves.count == 2 else { continue }
      let mount = halves[0].split(separator: " ")
      let tail = halves[1].split(separator: " ")
      guard mount.count >= 5, tail.count >= 3 else { continue }
      let root = unescape(mount[3])
      let point = unescape(mount[4])
      if tail[0] == "cgroup2", let own = paths[""], let folder = join(point, root, own) {
        layout.unified = (folder, own == "/")
        layout.unifiedTop = root == "/" ? point : nil  // of the same mount
      } else if tail[0] == "cgroup" {
        let options = tail[2].split(separator: ",")
        for controller in ["memory", "pids"] where options.contains(Substring(controller)) {
          guard let own = paths[controller], let folder = join(point, root, own) else { continue }
          if controller == "memory" { layout.memory = folder } else { layout.pids = folder }
        }
      }
    }
    return layout
  }

  /// The folder of group `own` under a mount of `root` at `point`; nil when the group is
  /// outside what the mount shows.
  private static func join(_ point: String, _ root: String, _ own: String) -> String? {
    guard root == "/" || own == root || own.hasPrefix(root + "/") else { return nil }
    let relative = root == "/" ? own : String(own.dropFirst(root.count))
    let trimmed = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
    return point + trimmed
  }

  /// mountinfo writes a space as `\040` (and a tab, newline, backslash likewise).
  private static func unescape(_ field: Substring) -> String {
    guard field.contains("\\") else { return String(field) }
    var text = String(field)
    for (code, character) in [("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")] {
      text = text.replacingOccurrences(of: code, with: character)
    }
    return text
  }
}
