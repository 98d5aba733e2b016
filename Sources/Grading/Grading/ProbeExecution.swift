package import Foundation
import LessonKit
package import Sandbox
import SwiftToolchain
package import TutorSupport

/// Runs a compiled checks program — the student's or the reference — and collects what its probes
/// observed.
///
/// A check that crashes, exits or runs past its share of the time ends the run: it is reported for
/// that check, and the next run starts after it. All runs together get the sandbox's wall-clock
/// limit once, so a program whose every check loops costs one limit, not one per check.
package struct ProbeExecution {
  let sandbox: Sandbox
  package let program: URL
  let scratch: URL
  let seed: UInt64
  let language: Language
  /// Finds the student's line of a crash; nil: the crash message names Swift's place only.
  var crashes: CrashLocator? = nil

  /// A run of `program` in `sandbox`, from `scratch`, drawing from `seed`, said in `language`.
  package init(
    sandbox: Sandbox, program: URL, scratch: URL, seed: UInt64, language: Language,
    crashes: CrashLocator? = nil
  ) {
    self.sandbox = sandbox
    self.program = program
    self.scratch = scratch
    self.seed = seed
    self.language = language
    self.crashes = crashes
  }

  /// The seconds one check may run: a quarter of the wall-clock limit, at least one second.
  var checkSeconds: Double { max(1, sandbox.limits.wallSeconds / 4) }

  package func run() throws -> ProbeStream {
    var stream = ProbeStream()
    var first = 0
    let budgetEnd = Date().addingTimeInterval(sandbox.limits.wallSeconds)
    while true {
      let remaining = budgetEnd.timeIntervalSinceNow
      guard remaining > 0.05 else {
        stream.hitTimeLimit = true
        stream.unrunFrom = first
        stream.unrunReason = Message.timeUsedUp(sandbox.limits.wallSeconds).text(language)
        break
      }
      var runSandbox = sandbox
      runSandbox.limits.wallSeconds = remaining
      let marker = ProbeMarker.make()
      let scanner = ObservationScanner(
        marker: marker, outputLimit: sandbox.limits.outputBytes, checkSeconds: checkSeconds,
        first: first)
      let outcome = try runSandbox.run(
        program: program, arguments: ["--tutor-probes", marker, "\(seed)", "\(first)"],
        scratch: scratch, output: scanner)
      merge(scanner.stream, into: &stream, firstRun: first == 0)
      if outcome.hitTimeLimit(runSandbox.limits) { stream.hitTimeLimit = true }
      if scanner.finished { break }
      let ending =
        outcome.timedOut || outcome.stoppedEarly
        ? nil
        : RunFailure.describe(
          outcome, limits: runSandbox.limits, language: language, crashes: crashes)
      let why =
        outcome.timedOut
        ? RunFailure.describe(outcome, limits: sandbox.limits, language: language)
          ?? Message.timeUsedUp(sandbox.limits.wallSeconds).text(language)
        : outcome.stoppedEarly
          ? Message.checkTooLong(checkSeconds).text(language)
          : ending?.text ?? Message.endedEarly.text(language)
      guard let planned = stream.planned else {
        stream.failure = why
        stream.failureLine = ending?.line
        break
      }
      guard let crashed = scanner.running else {
        stream.unrunFrom = first
        stream.unrunReason = why
        break
      }
      stream.checks[crashed]?.problem = why
      stream.checks[crashed]?.problemLine = ending?.line
      first = crashed + 1
      if first >= planned || outcome.timedOut {
        if first < planned {
          stream.unrunFrom = first
          stream.unrunReason = Message.timeUsedUp(sandbox.limits.wallSeconds).text(language)
        }
        break
      }
    }
    return stream
  }

  private func merge(_ run: ProbeStream, into stream: inout ProbeStream, firstRun: Bool) {
    if firstRun {
      stream.topLevelOutput = run.topLevelOutput
      stream.planned = run.planned
    }
    stream.droppedBytes += run.droppedBytes
    stream.checks.merge(run.checks) { $1 }
  }
}

/// The marker that frames one run's records: random, so that nothing a program prints by
/// chance is read as a record.
package enum ProbeMarker {
  package static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return "tutor-" + String(generator.next() as UInt64, radix: 36)
  }
}

extension ProcessOutcome {
  /// True when a time limit (wall clock, a check's share, CPU) or a kill from outside (the
  /// kernel's, when memory runs short) ended the run: the same file could end otherwise on a
  /// quieter machine, so its verdict is not cached.
  package func hitTimeLimit(_ limits: SandboxLimits) -> Bool {
    timedOut || stoppedEarly || signal == 24 || signal == 9
  }
}
