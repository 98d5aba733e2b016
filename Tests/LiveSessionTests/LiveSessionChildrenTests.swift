import Foundation
import LiveSession
import Testing
import TutorTestSupport

@testable import Grading
@testable import Sandbox

/// Every process an input starts ends with it, the host survives, and the session's memory
/// limit holds for all its processes together — with a control group (root) and with the
/// watchdog.
///
/// Serialized: each test ends by checking that no control group named for this suite is left,
/// and a test running beside it would still hold one.
@Suite(.serialized, .tags(.toolchain, .jail)) struct LiveSessionChildrenTests {
  static let caps = LiveFixture.testCaps(suite: "live")

  /// A jailed session under `cap` and `limits`, its folder in `root`.
  private func session(
    cap: RunCap, root: URL, limits: SandboxLimits = TestModules.quickLimits
  ) throws -> PlaygroundSession {
    try LiveFixture.session(cap: cap, root: root, limits: limits)
  }

  private func value(_ result: PlaygroundResult, named name: String = "") -> String? {
    result.events.compactMap { event -> String? in
      guard case .value(_, let found, _, let text) = event, found == name else { return nil }
      return text
    }.last
  }

  /// The processes of the sessions in `root` that are not their jails' `bwrap`: the host, and
  /// whatever an input left running.
  /// The processes under `root` once they number `count` or three seconds have passed: a
  /// process killed at the input's end may take a moment to leave `/proc` on a machine busy
  /// with the whole suite (the watchdog cap finds a hidden grandchild on its next scan).
  private func running(under root: URL, settlingAt count: Int) -> [pid_t] {
    let deadline = Date().addingTimeInterval(3)
    var found = running(under: root)
    while found.count != count, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      found = running(under: root)
    }
    return found
  }

  private func running(under root: URL) -> [pid_t] {
    ProcFile.allProcesses().filter { pid in
      guard pid != getpid(), ProcFile.exists(pid),
        let line = ProcFile.text("/proc/\(pid)/cmdline"), line.contains(root.path)
      else { return false }
      return ProcFile.text("/proc/\(pid)/comm") != "bwrap\n"
    }
  }

  static let spin = """
    import Glibc
    func spin() -> Int32 {
      let pid = fork()
      if pid == 0 {
        var limit = rlimit(rlim_cur: 3600, rlim_max: 3600)
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
        var turns = 0
        while true { turns += 1 }
      }
      return pid
    }
    """

  @Test(arguments: caps) func aChildThatSpinsEndsWithItsInputAndTheNextIsAnswered(cap: RunCap)
    throws
  {
    let root = try TestPaths.makeTemporaryFolder("live-children")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(cap: cap, root: root)
    _ = try repl.evaluate(Self.spin)
    let spun = try repl.evaluate("let kid = spin()")
    #expect(spun.status == .accepted, "\(spun.message ?? "")")
    #expect(running(under: root).count == 1, "only the host runs between inputs")
    #expect(try value(repl.evaluate("1 + 1")) == "2")
    #expect(try value(repl.evaluate("kill(kid, 0)")) == "-1", "the child is gone")
    repl.close()
    #expect(running(under: root).isEmpty)
    #expect(LiveFixture.groups(of: cap).isEmpty)
  }

  @Test(arguments: caps) func childrenThatHideOrWaitForTheInputToEndAreEndedToo(cap: RunCap)
    throws
  {
    let root = try TestPaths.makeTemporaryFolder("live-children")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(cap: cap, root: root)
    let hidden = try repl.evaluate(
      """
      import Foundation
      // A grandchild in a session of its own, waiting for the input to end.
      if fork() == 0 { if fork() == 0 { setsid(); sleep(1); while true {} }; _exit(0) }
      // Work that forks once the input is over (a timer: a thread still at work when the
      // input ends would end the session instead).
      var late: Int32 = 0
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
        late = fork()
        if late == 0 { while true {} }
      }
      """)
    #expect(hidden.status == .accepted, "\(hidden.message ?? "")")
    #expect(running(under: root, settlingAt: 1).count == 1)
    Thread.sleep(forTimeInterval: 2)
    #expect(try value(repl.evaluate("late != 0 && kill(late, 0) != 0")) == "true")
    #expect(running(under: root, settlingAt: 1).count == 1)
  }

  @Test func aForkedChildCannotRaiseItsCPULimitPastTheInputs() throws {
    let root = try TestPaths.makeTemporaryFolder("live-children")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(cap: Self.caps[0], root: root)
    let result = try repl.evaluate(
      """
      import Glibc
      func child(_ body: @escaping () -> Int32) -> Int32 {
        let pid = fork()
        if pid == 0 { _exit(body()) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xff
      }
      let hard = child { var limit = rlimit(); getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit); return Int32(limit.rlim_max) }
      let raised = child { var limit = rlimit(rlim_cur: 3600, rlim_max: 3600); return setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit) == 0 ? 1 : 0 }
      """)
    #expect(value(result, named: "hard") == "\(TestModules.quickLimits.cpuSeconds)")
    #expect(value(result, named: "raised") == "0")
  }

  @Test(arguments: caps) func theSessionsMemoryLimitHoldsForItsChildrenTogether(cap: RunCap)
    throws
  {
    let root = try TestPaths.makeTemporaryFolder("live-children")
    defer { try? FileManager.default.removeItem(at: root) }
    // Room to fill a gigabyte on a busy machine: the memory limit must end it, not the clock.
    let repl = try session(cap: cap, root: root, limits: TestModules.roomyLimits)
    _ = try repl.evaluate("let kept = 41")
    let hog = try repl.evaluate(
      """
      import Glibc
      for _ in 0..<3 where fork() == 0 {
        let size = 500 << 20
        _ = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
        sleep(60)
        _exit(0)
      }
      var status: Int32 = 0
      while wait(&status) > 0 {}
      """)
    #expect(hog.status == .crashed)
    #expect(
      hog.message?.contains("used more than 1024 MiB of memory (all its processes together)")
        == true, "\(hog.message ?? "")")
    #expect(try value(repl.evaluate("kept + 1")) == "42")
    #expect(running(under: root).count == 1)
    repl.close()
    #expect(running(under: root).isEmpty)
    #expect(LiveFixture.groups(of: cap).isEmpty)
  }
}
