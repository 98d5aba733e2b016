import Foundation
import Grading
import LessonKit
import PlaygroundRuntime
import Sandbox
import SwiftToolchain
import TutorSupport

extension PlaygroundSession {
  /// Runs a compiled input in the live process; the result's status is `accepted` when it ran,
  /// its notes and message in `language`.
  func run(
    library: URL, entry: String, program: PlaygroundProgram, number: Int, language: Language
  ) throws -> (result: PlaygroundResult, outcome: LiveHost.Outcome) {
    let host = try readyHost()
    let limits = sandbox.limits
    let scanner = PlaygroundScanner(
      firstLine: program.firstLine, lineCount: program.lineCount, module: number,
      outputLimit: limits.outputBytes)
    scanner.hidden = Set(program.hidden.map { [$0[0] + program.firstLine - 1, $0[1]] })
    scanner.renamed = Dictionary(
      program.renamed.map { ([$0.key[0] + program.firstLine - 1, $0.key[1]], $0.value) },
      uniquingKeysWith: { $1 })
    scanner.earlierParameters = Dictionary(
      accepted.map { ($0.number, $0.parameters) }, uniquingKeysWith: { $1 })
    let errors = CappedBuffer(limit: 1 << 16)
    let outcome = host.run(
      library: library, entry: entry, cpuSeconds: limits.cpuSeconds,
      deadline: Date().addingTimeInterval(limits.wallSeconds), output: scanner, errors: errors)
    scanner.finish()
    let events = scanner.eventsWithNotes(limits: limits, language: language)
    var result = PlaygroundResult(status: .accepted, events: events, message: nil)
    if case .ended(let ended) = outcome {
      result.status = .crashed
      var crashes = LiveCrashLocator(
        library: library, sourceName: "\(TypeNames.inputModulePrefix)\(number).swift",
        firstLine: program.firstLine, symbolizer: cache.toolchain.symbolizer)
      crashes.earlier = accepted.map {
        .init(library: $0.library, sourceName: "\($0.module).swift", source: $0.source)
      }
      let site = crashes.site(in: ended.errorText)
      let earlierSite = crashes.earlierSite(in: ended.errorText)
      let limits = limits
      let described: @Sendable (Language) -> String = { language in
        let said = Self.describe(
          ended, limits: limits, program: program, site: site, language: language)
        return earlierSite.map { line, code in
          // On the line after the crash's own, before where Swift stopped it.
          var lines = said.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          let earlier = Message.crashedInEarlier(line: line, code: code).text(language)
          lines.insert("  " + earlier, at: min(1, lines.count))
          return lines.joined(separator: "\n")
        } ?? said
      }
      result.message = described(language)
      result.said = described
    }
    return (result, outcome)
  }

  /// Why the live process ended, in the words of a crashed program.
  static func describe(
    _ ended: ProcessOutcome, limits: SandboxLimits, program: PlaygroundProgram,
    site: CrashSite? = nil, language: Language
  ) -> String {
    var outcome = ended
    outcome.cpuSeconds = 0  // the whole session's, not this input's
    outcome.wallSeconds = 0
    guard
      let failure = RunFailure.describe(
        outcome, limits: limits, language: language, at: site, in: RunFailure.inputName)?.text
    else {
      return Message.processExited.text(language)
    }
    let here = program.relocate(failure, inputName: RunFailure.inputName, language: language)
    return here.replacingOccurrences(
      of: #"Input[0-9]+/Input[0-9]+\.swift:[0-9]+"#,
      with: Message.earlierInput.text(language),
      options: .regularExpression
    ).replacingOccurrences(of: #"\bInput[0-9]+\."#, with: "", options: .regularExpression)
  }

  /// Starts a host in the background (it loads MealKit and Shapes while the first input
  /// compiles).
  func startHost() throws {
    let folder = try sessionFolder()
    let launch = HostLaunch(libraries: folder.libraries, work: folder.work)
    let capped = HostLaunch.cap(for: sandbox)
    host = try LiveHost(
      command: launch.command(sandbox: sandbox, capped: capped), program: launch.executable.path,
      capped: capped, inputs: sandbox.isJailed ? SyscallFilter.inputs : [:])
    hostReady = false
  }

  /// The host, once it said `ready`.
  func readyHost() throws -> LiveHost {
    if host == nil { try startHost() }
    guard let host else { throw EvaluatorError.cannotStart(program: "session host", reason: "") }
    if hostReady { return host }
    let deadline = Date().addingTimeInterval(max(30, sandbox.limits.wallSeconds))
    let errors = CappedBuffer(limit: 1 << 16)
    guard case .done = host.waitReady(until: deadline, errors: errors) else {
      let reason = errors.text.isEmpty ? "it ended before it was ready" : errors.text
      throw EvaluatorError.cannotStart(program: SessionModules.hostName, reason: reason)
    }
    hostReady = true
    return host
  }

  /// Starts a new live process and runs the accepted inputs in it again, once, their output
  /// unseen. An input that fails this time is dropped with every input after it.
  ///
  /// All of them share one run's time (the wall-clock limit), not one each: inputs that ran at
  /// once the first time and sleep when run again (a date test) held a server's worker for
  /// minutes, once per crash. The inputs that do not finish within it are dropped like a
  /// failing one; the inputs kept are run again in a new process within one more run's time,
  /// and whatever is left past twice that is dropped too.
  func revive() throws -> PlaygroundResult.Restart {
    var dropped = 0
    let wall = sandbox.limits.wallSeconds
    let last = Date().addingTimeInterval(2 * wall)
    while true {
      let end = min(Date().addingTimeInterval(wall), last)
      host?.stop()
      host = nil
      try startHost()
      let host = try readyHost()
      var failedAt: Int?
      for (index, input) in accepted.enumerated() {
        guard Date() < end else {
          failedAt = index
          break
        }
        let outcome = host.run(
          library: input.library, entry: input.entry, cpuSeconds: sandbox.limits.cpuSeconds,
          deadline: end, output: CappedBuffer(limit: 0), errors: CappedBuffer(limit: 0))
        guard case .done = outcome else {
          failedAt = index
          break
        }
      }
      guard let failedAt else {
        return PlaygroundResult.Restart(replayed: accepted.count, dropped: dropped)
      }
      dropped += accepted.count - failedAt
      accepted.removeSubrange(failedAt...)
    }
  }
}
