import Foundation
import LiveSession
import TutorSupport
import TutorTestSupport

@testable import Grading
@testable import Sandbox

/// What the live session's tests share with the jail's (`WholeJailLimitTests` in
/// GradingTests): the run caps to try and the control groups a cap left behind. They read
/// the evaluator's internal control-group names (`@testable`), so they live beside the tests
/// that need them rather than in TutorTestSupport, a library that uses public API only.
enum LiveFixture {
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

  /// A jailed session under `cap` and `limits`, its folder in `root`.
  static func session(cap: RunCap, root: URL, limits: SandboxLimits) throws -> PlaygroundSession {
    let sandbox = Sandbox(
      limits: limits, confinement: .jail(try TestModules.jail.get()), cap: cap)
    let repl = PlaygroundSession(cache: try TestModules.cache.get(), sandbox: sandbox)
    repl.scratchRoot = root
    return repl
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
}

/// These tests read the session's sentences (why an input was not kept, why the process started
/// again) in English: `evaluate` and `evaluateFile` without a language are the session's own with
/// `.en`, so each test says only what it runs.
extension PlaygroundSession {
  /// ``PlaygroundSession/evaluate(_:language:)`` in English.
  func evaluate(_ input: String) throws -> PlaygroundResult {
    try evaluate(input, language: .en)
  }

  /// ``PlaygroundSession/evaluateFile(_:name:language:)`` in English.
  func evaluateFile(_ source: String, name: String) throws -> PlaygroundResult {
    try evaluateFile(source, name: name, language: .en)
  }
}
