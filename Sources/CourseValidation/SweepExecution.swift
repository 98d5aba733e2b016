import Foundation
import Grading
import Sandbox
import TutorChecks

/// Runs a compiled checks program — a wrong answer's, or the reference — through many rounds of
/// its checks in as few jailed runs as it takes: every check once per round, round `r` drawing
/// from ``ProbeRun/roundSeed(_:round:)`` of ``seed``.
///
/// A round in which the program crashed, exited or ran too long is *broken*: the run starts
/// again at the next round, so one crash on one seed hides nothing about the others. All runs
/// together get ``SweepExecution/seconds`` of wall-clock time.
struct SweepExecution {
  let sandbox: Sandbox
  let program: URL
  let scratch: URL
  let seed: UInt64
  let rounds: Int

  /// What a sweep saw.
  struct Outcome {
    /// The finished rounds' observations.
    var streams: [Int: ProbeStream] = [:]
    /// Rounds that crashed, exited early or ran too long.
    var broken: Set<Int> = []
    /// Rounds never reached within the time.
    var unrun: Set<Int> = []
  }

  /// The wall-clock seconds all runs of one sweep may take together.
  static let seconds: Double = 120

  /// The limits of a sweep's runs: those of one grading, with CPU time for every round.
  static func limits(_ base: SandboxLimits) -> SandboxLimits {
    var limits = base
    limits.cpuSeconds = Int(seconds)
    limits.wallSeconds = seconds
    return limits
  }

  func run() throws -> Outcome {
    var outcome = Outcome()
    var first = 0
    let budgetEnd = Date().addingTimeInterval(Self.seconds)
    while first < rounds {
      let remaining = budgetEnd.timeIntervalSinceNow
      guard remaining > 0.05 else { break }
      var runSandbox = sandbox
      runSandbox.limits = Self.limits(sandbox.limits)
      runSandbox.limits.wallSeconds = remaining
      let marker = ProbeMarker.make()
      let scanner = ObservationScanner(
        marker: marker, outputLimit: sandbox.limits.outputBytes,
        checkSeconds: max(1, sandbox.limits.wallSeconds / 2), first: 0, sweeping: true)
      _ = try runSandbox.run(
        program: program,
        arguments: ["--tutor-sweep", marker, "\(seed)", "\(first)", "\(rounds)"],
        scratch: scratch, output: scanner)
      outcome.streams.merge(scanner.rounds) { $1 }
      guard let last = scanner.round else {
        // Ended before its first round: the student's top-level code ends every round alike.
        outcome.broken.formUnion(first..<rounds)
        return outcome
      }
      if scanner.finished {
        outcome.streams[last] = scanner.stream
      } else {
        outcome.broken.insert(last)
      }
      first = last + 1
    }
    outcome.unrun = Set(first..<rounds)
    return outcome
  }
}
