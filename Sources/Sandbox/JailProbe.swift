public import Foundation
public import SwiftToolchain
import Synchronization

/// Finds out once whether this machine can jail student programs with bubblewrap, and if
/// not, why not (see ``JailProblem``).
public enum JailProbe {
  private static let cache = ProbeCache()

  /// The jail this machine gives, or the reason there is none.
  ///
  /// Probed once per process by running `true` in a jail exactly as a student program would run.
  ///
  /// `bwrap` is `$SWIFT_TUTOR_BWRAP` when set, else the first on `PATH`, else `/usr/bin/bwrap`.
  ///
  /// A tool that exits while the probe runs (on a background thread: the REPL warms its grader
  /// up) waits for it first, a few milliseconds: a `bwrap` whose parent dies just after it
  /// forks leaves its child waiting for it forever (`printf ':quit\n' | swift-tutor` left 2 in
  /// 40 starts).
  public static func probe(
    toolchain: Toolchain? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<Jail, JailProblem> {
    _ = exitHook
    return cache.value { run(toolchain: toolchain, environment: environment) }
  }

  private static let exitHook: Void = { atexit { JailProbe.settleBeforeExit() } }()

  /// Waits for a probe in flight; one not started yet never starts.
  private static func settleBeforeExit() {
    _ = cache.value { .failure(.failed(detail: "the tool is exiting")) }
  }

  /// Starts the probe on another thread, so it overlaps other start-up work; ``probe(toolchain:environment:)``
  /// then waits for it only if it is still running. The machine's ``RunCap`` is found there too.
  public static func probeInBackground(toolchain: Toolchain) {
    Thread.detachNewThread {
      _ = probe(toolchain: toolchain)
      _ = RunCap.current()
    }
  }

  private static func run(toolchain: Toolchain?, environment: [String: String]) -> Result<
    Jail, JailProblem
  > {
    guard let bwrap = locate(environment: environment) else {
      return .failure(.noBubblewrap)
    }
    let runtime = toolchain.map { [$0.runtimeLibraries.path] } ?? []
    let jail = Jail(bwrap: bwrap, runtimeLibraries: runtime)
    let user = RunUser.next()
    let argv =
      user.prefix
      + jail.command(
        program: "/usr/bin/true", arguments: [], readOnly: [], environment: [:],
        limits: SandboxLimits())
    var request = ProcessRequest(
      executable: argv[0], arguments: Array(argv.dropFirst()),
      environment: ["PATH": "/usr/bin:/bin"], statusDescriptor: Jail.statusDescriptor,
      wallTimeout: 10)
    request.descriptorInputs = SyscallFilter.inputs
    guard let outcome = try? ProcessRunner.run(request, output: CappedBuffer(limit: 4096)) else {
      return .failure(.failed(detail: "cannot start \(argv[0])"))
    }
    if outcome.succeeded, JailStatus(outcome.statusText).started { return .success(jail) }
    let said = outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
    let refused = ["namespace", "uid map", "Operation not permitted", "Permission denied"]
    if refused.contains(where: { said.contains($0) }) {
      return .failure(.namespacesRefused(detail: said))
    }
    return .failure(.failed(detail: said.isEmpty ? "exit status \(outcome.exitCode ?? -1)" : said))
  }

  private static func locate(environment: [String: String]) -> String? {
    let manager = FileManager.default
    if let explicit = environment["SWIFT_TUTOR_BWRAP"], !explicit.isEmpty {
      return manager.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    let path = (environment["PATH"] ?? "") + ":/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/bwrap" }
      .first { manager.isExecutableFile(atPath: $0) }
  }
}

/// Why no jail can be made here; its ``message(_:)`` says what is missing and how to fix it.
public enum JailProblem: Error, Sendable, Hashable {
  /// `bwrap` is not installed (or `$SWIFT_TUTOR_BWRAP` names no program).
  case noBubblewrap
  /// The kernel refuses the user namespaces `bwrap` needs (as on some CI runners).
  case namespacesRefused(detail: String)
  /// `bwrap` failed for another reason.
  case failed(detail: String)
}

/// The probe's result, computed once and shared by every thread.
private final class ProbeCache: Sendable {
  private let stored = Mutex<Result<Jail, JailProblem>?>(nil)

  func value(_ make: () -> Result<Jail, JailProblem>) -> Result<Jail, JailProblem> {
    stored.withLock { stored in
      if let stored { return stored }
      let made = make()
      stored = made
      return made
    }
  }
}
