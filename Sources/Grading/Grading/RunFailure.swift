import Diagnostics
import Foundation
import LessonKit
package import Sandbox
package import SwiftToolchain
package import TutorSupport

/// Why a run of a student program ended abnormally, as a sentence for the student.
package enum RunFailure {
  /// What a live session calls the input it runs, in places (`input:2`).
  package static let inputName = "input"

  /// Describes how `outcome` ended, or nil when it exited normally.
  package static func describe(_ outcome: ProcessOutcome, limits: SandboxLimits, language: Language)
    -> String?
  {
    message(outcome, limits: limits, at: nil)?.text(language)
  }

  /// Describes how `outcome` ended, at the student's line when it crashed there (found by
  /// `crashes`), with that line for the editor to mark; nil when it exited normally.
  package static func describe(
    _ outcome: ProcessOutcome, limits: SandboxLimits, language: Language, crashes: CrashLocator?
  ) -> (text: String, line: Int?)? {
    let site = crashed(outcome) ? crashes?.site(in: outcome.errorText) : nil
    let file = crashes.map { $0.shownAs ?? $0.studentFile } ?? ""
    return describe(outcome, limits: limits, language: language, at: site, in: file)
  }

  /// Describes how `outcome` ended, at `site` of the file called `file` when it crashed there;
  /// nil when it exited normally.
  package static func describe(
    _ outcome: ProcessOutcome, limits: SandboxLimits, language: Language, at site: CrashSite?,
    in file: String
  ) -> (text: String, line: Int?)? {
    let site = crashed(outcome) ? site : nil
    let place = site.map { Place(file: file, site: $0) }
    guard let message = message(outcome, limits: limits, at: place) else { return nil }
    return (message.text(language), site?.line)
  }

  /// True when `outcome` ended by a trap or a bad access: a crash with frames to look up.
  package static func crashed(_ outcome: ProcessOutcome) -> Bool {
    [4, 5, 6, 7, 8, 11].contains(outcome.signal ?? 0)
  }

  private static func message(_ outcome: ProcessOutcome, limits: SandboxLimits, at place: Place?)
    -> Message?
  {
    let cpu = limits.cpuSeconds
    if outcome.memoryExceeded {
      return Message("judge.run.memory-limit", ["limit": limits.memoryBytes >> 20])
    }
    if outcome.threadLeftRunning { return Message("judge.playground.thread-left") }
    if outcome.cpuExceeded { return .cpuLimit(cpu) }
    if outcome.timedOut {
      let time = limits.wallSeconds.formattedSeconds
      return Message("judge.run.timed-out", ["seconds": time])
    }
    let stderr = outcome.errorText
    if let fatal = fatalLine(in: stderr) {
      if "\(fatal)".contains("alloc") || "\(fatal)".contains("memory") {
        let mib = limits.memoryBytes >> 20
        return Message("judge.run.out-of-memory", ["limit": mib, "fatal": fatal])
      }
      let (reason, location) = fatalParts(in: stderr) ?? ("\(fatal)", nil)
      if let place { return place.crashed(reason: reason, stoppedIn: location) }
      let tip = RuntimeTip.tip(forReason: reason, location: nil, file: "")
      return .crashed(Message("judge.run.crashed-with", ["fatal": fatal]), tip: tip)
    }
    if outcome.signal == 9 || outcome.signal == 24 {
      // The CPU limit's SIGKILL is the only kill the sandbox itself sends besides the wall
      // clock's; rusage can read a little under the limit, or nothing at all in the jail (the
      // outer bwrap can end before the namespace's init has reaped the program), so a kill
      // after at least the limit's worth of wall-clock time is the CPU limit's too.
      let spent = max(outcome.cpuSeconds, outcome.wallSeconds)
      if outcome.signal == 24 || spent >= Double(cpu) * 0.8 {
        return .cpuLimit(cpu)
      }
      let used = Int(outcome.cpuSeconds * 1000)
      return Message("judge.run.killed", ["milliseconds": used])
    }
    if let signal = outcome.signal {
      return place?.crashed(signal: signal)
        ?? signalMessage(signal, stderr: stderr, limits: limits)
    }
    if let code = outcome.exitCode, code != 0 {
      return Message("judge.run.exit-status", ["code": code])
    }
    return nil
  }

  private static func signalMessage(_ signal: Int32, stderr: String, limits: SandboxLimits)
    -> Message
  {
    switch signal {
    case 4, 5:
      return .crashed(Message("judge.run.trap"), tip: RuntimeTip.tip(forSignal: signal))
    case 6 where stderr.contains("alloc"):
      return Message("judge.run.aborted-out-of-memory")
    case 6: return Message("judge.run.aborted")
    case 7, 11:
      return .crashed(Message("judge.run.bad-access"), tip: RuntimeTip.tip(forSignal: signal))
    case 25:
      let mib = limits.fileSizeBytes >> 20
      return Message("judge.run.file-too-large", ["limit": mib])
    default:
      return Message("judge.run.signal", ["signal": signal])
    }
  }

  /// The `…: Fatal error: …` line Swift prints when it traps, as a placeholder's value: the
  /// reason and where, or the reason alone when it names no place.
  static func fatalLine(in stderr: String) -> (any CustomStringConvertible)? {
    guard let (reason, location) = fatalParts(in: stderr) else { return nil }
    guard let location else { return reason }
    return Message("judge.run.fatal-at", ["reason": reason, "location": location])
  }

  /// The reason of the first `…: Fatal error: …` line, and the place it names when it names one.
  private static func fatalParts(in stderr: String) -> (reason: String, location: String?)? {
    for line in stderr.split(separator: "\n") {
      if let range = line.range(of: "Fatal error:") {
        let location = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let reason = String(line[range.lowerBound...])
        var cleanLocation = location.hasSuffix(":") ? String(location.dropLast()) : location
        if cleanLocation.hasPrefix("main/") { cleanLocation.removeFirst(5) }
        // The program's own words: escapes and other controls are shown, never obeyed, in
        // every terminal the message reaches (eval and the REPL print it as it is).
        let shown = VisibleText.line(cleanLocation)
        return (VisibleText.line(reason), shown.isEmpty ? nil : shown)
      }
    }
    return castFailure(in: stderr).map { ($0, nil) }
  }

  /// A failed `as!`: the runtime says "Could not cast value of type 'Shapes.Square'
  /// (0x55d0…) to 'Shapes.Circle' (0x55d0…)." and aborts, without a `Fatal error` line. The
  /// reason without the addresses and module names: "Could not cast value of type 'Square' to
  /// 'Circle'".
  private static func castFailure(in stderr: String) -> String? {
    let marker = "Could not cast value of type "
    guard let line = stderr.split(separator: "\n").first(where: { $0.contains(marker) }),
      let start = line.range(of: marker)
    else { return nil }
    let said = String(line[start.lowerBound...])
      .replacing(#/\s\(0x[0-9a-fA-F]+\)/#, with: "")
      .replacing(#/'(?:[A-Za-z_][A-Za-z0-9_]*\.)+/#, with: "'")
    return VisibleText.line(said.hasSuffix(".") ? String(said.dropLast()) : said)
  }
}

extension Message {
  /// The run used up its CPU limit.
  fileprivate static func cpuLimit(_ seconds: Int) -> Message {
    Message("judge.run.cpu-limit", ["seconds": seconds])
  }
}
