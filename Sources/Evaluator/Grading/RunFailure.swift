import Foundation
import LessonKit
import TutorSupport

/// Why a run of a student program ended abnormally, as a sentence for the student.
enum RunFailure {
  /// Describes how `outcome` ended, or nil when it exited normally.
  static func describe(_ outcome: ProcessOutcome, limits: SandboxLimits, language: Language)
    -> String?
  {
    phrase(outcome, limits: limits)?.text(language)
  }

  private static func phrase(_ outcome: ProcessOutcome, limits: SandboxLimits) -> Phrase? {
    let cpu = limits.cpuSeconds
    if outcome.timedOut {
      let time = limits.wallSeconds.formattedSeconds
      return Phrase(
        en: "the program did not finish within \(time) s (an endless loop?)",
        zh: "程序没有在 \(time) 秒内结束（是死循环吗？）")
    }
    let stderr = outcome.errorText
    if let fatal = fatalLine(in: stderr) {
      if fatal.contains("alloc") || fatal.contains("memory") {
        let mib = limits.memoryBytes >> 20
        return Phrase(
          en: "the program ran out of memory (limit \(mib) MiB): \(fatal)",
          zh: "程序内存不够用了（上限 \(mib) MiB）：\(fatal)")
      }
      return Phrase(en: "the program crashed: \(fatal)", zh: "程序崩溃了：\(fatal)")
    }
    if outcome.signal == 9 || outcome.signal == 24 {
      // The CPU limit's SIGKILL is the only kill the sandbox itself sends besides the wall
      // clock's; rusage can read a little under the limit.
      if outcome.signal == 24 || outcome.cpuSeconds >= Double(cpu) * 0.8 {
        return Phrase(
          en: "the program used more than \(cpu) s of CPU time (an endless loop?)",
          zh: "程序用掉了超过 \(cpu) 秒的 CPU 时间（是死循环吗？）")
      }
      let used = Int(outcome.cpuSeconds * 1000)
      return Phrase(
        en: "the program was killed after \(used) ms of CPU time (too many resources)",
        zh: "程序在用了 \(used) 毫秒 CPU 时间后被终止（占用资源太多）")
    }
    if let signal = outcome.signal { return signalPhrase(signal, stderr: stderr, limits: limits) }
    if let code = outcome.exitCode, code != 0 {
      return Phrase(en: "the program exited with status \(code)", zh: "程序以状态码 \(code) 退出")
    }
    return nil
  }

  private static func signalPhrase(_ signal: Int32, stderr: String, limits: SandboxLimits)
    -> Phrase
  {
    switch signal {
    case 4, 5:
      return Phrase(en: "the program crashed (a Swift runtime trap)", zh: "程序崩溃了（Swift 运行时陷阱）")
    case 6 where stderr.contains("alloc"):
      return Phrase(en: "the program aborted: out of memory", zh: "程序中止：内存不足")
    case 6: return Phrase(en: "the program aborted", zh: "程序中止了")
    case 7, 11:
      return Phrase(
        en: "the program crashed: bad memory access (infinite recursion?)",
        zh: "程序崩溃了：非法内存访问（是无限递归吗？）")
    case 25:
      let mib = limits.fileSizeBytes >> 20
      return Phrase(
        en: "the program wrote a file larger than \(mib) MiB", zh: "程序写了一个超过 \(mib) MiB 的文件")
    default:
      return Phrase(en: "the program ended with signal \(signal)", zh: "程序被信号 \(signal) 终止")
    }
  }

  /// The `…: Fatal error: …` line Swift prints when it traps.
  static func fatalLine(in stderr: String) -> String? {
    for line in stderr.split(separator: "\n") {
      if let range = line.range(of: "Fatal error:") {
        let location = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let reason = line[range.lowerBound...]
        var cleanLocation = location.hasSuffix(":") ? String(location.dropLast()) : location
        if cleanLocation.hasPrefix("main/") { cleanLocation.removeFirst(5) }
        return cleanLocation.isEmpty ? String(reason) : "\(reason) (at \(cleanLocation))"
      }
    }
    return nil
  }
}
