import Foundation
import Testing
import TutorTestSupport

@testable import Grading
@testable import Sandbox
@testable import SwiftToolchain

/// The memory limit holds for all of a run's processes together — through a control group as
/// root, through the watchdog as anyone else (forced here with a `RunCap`) — whatever the
/// program does to spread its memory: children, double forks into sessions of their own,
/// memory reserved untouched and filled at once, raised rlimits, files in its tmpfs folders.
/// The verdict names the cause; nothing of the run is left, not even its group.
///
/// Serialized: each test ends by checking that no control group named for this suite is left,
/// and a test running beside it would still hold one.
@Suite(.serialized) struct WholeJailLimitTests {
  /// The control group (root) and the watchdog.
  static let caps = testCaps(suite: "jail")

  /// The control group (root), its groups named for `suite` so that a suite can tell its own
  /// from those of a suite running beside it, and the watchdog.
  static func testCaps(suite: String) -> [RunCap] {
    guard case .controlGroup(let root) = RunCap.current() else {
      return [.watchdog(reason: "no cgroup here")]
    }
    let own = ControlGroupRoot(
      version: root.version, parents: root.parents, owner: root.owner + ".\(suite)")
    return [.controlGroup(own), .watchdog(reason: "forced by the test")]
  }

  /// Limits with room to fill a gigabyte on a busy machine: the memory limit must stop these
  /// runs, never the clock.
  static var roomyLimits: SandboxLimits {
    var limits = SandboxLimits()
    limits.cpuSeconds = 8
    limits.wallSeconds = 20
    return limits
  }

  @Test(.tags(.toolchain, .jail), arguments: caps)
  func childrenThatTogetherPassTheLimitEndTheRun(cap: RunCap) throws {
    for fixture in [
      "fork-hogs.swift", "hidden-hogs.swift", "tmpfs-hog.swift", "ghost-leaders.swift",
    ] {
      let (result, leftovers) = try GraderFixture.grade(fixture, limits: Self.roomyLimits, cap: cap)
      #expect(result.status == .error, "\(fixture): \(result.status)")
      #expect(
        result.message?.contains("used more than 1024 MiB of memory (all its processes together)")
          == true, "\(fixture): \(result.message ?? "")")
      #expect(leftovers.isEmpty, "\(leftovers)")
      #expect(Self.groups(of: cap).isEmpty, "\(Self.groups(of: cap))")
    }
  }

  @Test(.tags(.toolchain, .jail)) func memoryOutsideEveryProcesssCountIsRefused() throws {
    let (result, leftovers) = try GraderFixture.grade("hidden-memory.swift")
    #expect(result.status == .pass, "a correct answer still passes: \(result.message ?? "")")
    let printed = result.output ?? ""
    for name in ["memfd", "msg", "shm", "socketpair", "splice", "tee", "vmsplice"] {
      #expect(printed.contains("\(name): refused"), "\(printed)")
    }
    #expect(leftovers.isEmpty)
  }

  @Test(.tags(.toolchain, .jail), arguments: caps)
  func pagesSharedAfterAForkCountOnce(cap: RunCap) throws {
    let (result, leftovers) = try GraderFixture.grade(
      "forks-within-limit.swift", limits: Self.roomyLimits, cap: cap)
    #expect(result.status == .pass, "\(result.message ?? "") \(result.tests.map(\.message))")
    #expect(leftovers.isEmpty)
    #expect(Self.groups(of: cap).isEmpty)
  }

  @Test(.tags(.toolchain, .jail), arguments: caps)
  func aForkBombStopsAtTheProcessLimit(cap: RunCap) throws {
    let (result, leftovers) = try GraderFixture.grade("fork-bomb.swift", cap: cap)
    #expect(result.status == .error)
    #expect(leftovers.isEmpty)
    #expect(Self.groups(of: cap).isEmpty)
  }

  @Test(.tags(.jail)) func aGroupLeftByAGraderThatIsGoneIsRemovedAndItsProcessesEnded() throws {
    guard case .controlGroup(let root) = RunCap.current() else { return }
    // A grader that is gone (pid 1 started at boot, not this late) left a group with a process
    // in it.
    let stale = root.parents.map { $0 + "/\(ControlGroupRoot.namePrefix)1-999999999999.3" }
    for folder in stale { #expect(mkdir(folder, 0o755) == 0) }
    let sleeper = try Self.startSleeper(joining: stale)
    #expect(StaleGroups.remove(in: root.parents) >= stale.count)
    for folder in stale { #expect(!FileManager.default.fileExists(atPath: folder)) }
    var status: Int32 = 0
    #expect(waitpid(sleeper, &status, 0) == sleeper)
    #expect(status & 0x7f == SIGKILL)
  }

  @Test func theLayoutIsReadFromMountsAndMembership() {
    let mountinfo = """
      35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
      39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
      41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
      50 31 0:40 /kube /mnt/my\\040groups rw - cgroup2 cgroup2 rw
      """
    let layout = CgroupLayout.parse(
      mountinfo: mountinfo,
      membership: "8:pids:/\n4:memory:/process_api/a1\n0::/user.slice/s.scope\n")
    #expect(layout.memory == "/sys/fs/cgroup/memory/process_api/a1")
    #expect(layout.pids == "/sys/fs/cgroup/pids")
    #expect(layout.unified?.folder == "/sys/fs/cgroup/unified/user.slice/s.scope")
    #expect(layout.unified?.isRoot == false)
    #expect(layout.unifiedTop == "/sys/fs/cgroup/unified")
    let inside = CgroupLayout.parse(mountinfo: mountinfo, membership: "0::/kube/pod\n")
    #expect(inside.unified?.folder == "/mnt/my groups/pod")
    #expect(inside.unifiedTop == nil, "the mount shows a subtree only")
    #expect(CgroupLayout.parse(mountinfo: mountinfo, membership: "0::/\n").unified?.isRoot == true)
  }

  /// The groups made under `cap` that are still there.
  static func groups(of cap: RunCap) -> [String] {
    guard case .controlGroup(let root) = cap else { return [] }
    return root.parents.flatMap { parent in
      TestPaths.contents(of: URL(fileURLWithPath: parent)).filter {
        $0.hasPrefix(root.owner + ".")
      }
    }
  }

  /// A `sleep` that first joins `groups` (through `/bin/sh`).
  static func startSleeper(joining groups: [String]) throws -> pid_t {
    let script = groups.map { "echo $$ > \($0)/cgroup.procs;" }.joined() + " exec sleep 300"
    let argv = CStringArray(["/bin/sh", "-c", script])
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", nil, nil, argv.pointers, nil) == 0 else {
      throw SetupFailure(description: "cannot start sh")
    }
    let procs = groups[0] + "/cgroup.procs"
    for _ in 0..<500 where !ProcFile.words(procs).contains(Substring("\(pid)")) {
      usleep(10_000)
    }
    return pid
  }
}

private struct SetupFailure: Error, CustomStringConvertible {
  let description: String
}
