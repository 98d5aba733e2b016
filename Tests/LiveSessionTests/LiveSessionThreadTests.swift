import Foundation
import LiveSession
import Testing
import TutorTestSupport

@testable import Grading
@testable import Sandbox

/// A live session's input ends with its work: a thread it leaves running, or work that wakes up
/// after it, ends the session (which comes back with the earlier inputs), and no input can
/// raise its CPU limit past its allowance — with a control group (root) and with the watchdog.
///
/// Serialized: each test ends by checking that no control group named for this suite is left,
/// and a test running beside it would still hold one.
@Suite(.serialized, .tags(.toolchain, .jail)) struct LiveSessionThreadTests {
  static let caps = LiveFixture.testCaps(suite: "threads")

  /// A jailed session under `cap` and `limits`, its folder in `root`.
  private func session(
    cap: RunCap, root: URL, limits: SandboxLimits = TestModules.quickLimits
  ) throws -> PlaygroundSession {
    try LiveFixture.session(cap: cap, root: root, limits: limits)
  }

  private func fixture(_ name: String) throws -> String {
    try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(
        "Tests/GradingTests/Fixtures/live/\(name)"), encoding: .utf8)
  }

  private func value(_ result: PlaygroundResult) -> String? {
    result.events.compactMap { event -> String? in
      guard case .value(_, _, _, let text) = event else { return nil }
      return text
    }.last
  }

  /// The session hosts running from `root` (their jails' `bwrap` aside).
  private func hosts(under root: URL) -> [pid_t] {
    ProcFile.allProcesses().filter { pid in
      guard pid != getpid(), ProcFile.exists(pid),
        let line = ProcFile.text("/proc/\(pid)/cmdline"), line.contains(root.path)
      else { return false }
      return ProcFile.text("/proc/\(pid)/comm") != "bwrap\n"
    }
  }

  @Test(arguments: caps) func aThreadLeftSpinningEndsTheSessionThatComesBack(cap: RunCap) throws {
    let root = try TestPaths.makeTemporaryFolder("live-threads")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(cap: cap, root: root)
    _ = try repl.evaluate("let kept = 41")
    let left = try repl.evaluate(try fixture("spinning-thread.swift"))
    #expect(left.status == .crashed)
    #expect(left.message?.contains("left a thread running") == true, "\(left.message ?? "")")
    #expect(left.restart?.replayed == 1)
    // The new host is alone and idle; the input was not kept, the earlier one was.
    let running = hosts(under: root)
    #expect(running.count == 1)
    let before = running.first.flatMap { ProcessTree.cpuSeconds(of: $0) } ?? 0
    Thread.sleep(forTimeInterval: 1)
    let after = running.first.flatMap { ProcessTree.cpuSeconds(of: $0) } ?? 0
    #expect(after - before < 0.2, "the host burns \(after - before) s a second")
    #expect(try value(repl.evaluate("kept + 1")) == "42")
    #expect(repl.inputs == ["let kept = 41", "kept + 1"])
    repl.close()
    #expect(hosts(under: root).isEmpty)
    #expect(LiveFixture.groups(of: cap).isEmpty)
  }

  @Test(arguments: caps) func workThatWakesUpAfterTheInputEndsTheSessionToo(cap: RunCap) throws {
    let root = try TestPaths.makeTemporaryFolder("live-threads")
    defer { try? FileManager.default.removeItem(at: root) }
    let repl = try session(cap: cap, root: root)
    let late = try repl.evaluate(try fixture("late-spin.swift"))
    #expect(late.status == .accepted, "\(late.message ?? "")")
    // Once the timer fires the host spins, and is ended within its allowance between inputs.
    let deadline = Date().addingTimeInterval(20)
    while !hosts(under: root).isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    #expect(hosts(under: root).isEmpty, "the host still runs")
    let next = try repl.evaluate("1 + 1")
    #expect(value(next) == "2")
    #expect(next.restart?.reason?.contains("left work running") == true, "\(next.restart as Any)")
  }

  @Test(arguments: caps) func anInputCannotRaiseItsCPULimit(cap: RunCap) throws {
    let root = try TestPaths.makeTemporaryFolder("live-threads")
    defer { try? FileManager.default.removeItem(at: root) }
    // One second of CPU time and time enough to use many more: only the CPU limit can end it.
    var limits = TestModules.quickLimits
    limits.cpuSeconds = 1
    limits.wallSeconds = 40
    let repl = try session(cap: cap, root: root, limits: limits)
    let started = Date()
    let spun = try repl.evaluate(try fixture("raised-cpu-limit.swift"))
    #expect(spun.status == .crashed)
    #expect(spun.message?.contains("more than 1 s of CPU time") == true, "\(spun.message ?? "")")
    #expect(Date().timeIntervalSince(started) < 30)
    repl.close()
    #expect(hosts(under: root).isEmpty)
  }
}
