import Diagnostics
import TutorSupport

extension RunFailure {
  /// A crash's place in the student's file, as the learner reads it: `crash.swift:3` in
  /// English, `crash.swift 第 3 行` in Chinese, like the compiler's and the REPL's places.
  struct Place {
    /// The name the student's file was compiled as.
    let file: String
    /// Where in it.
    let site: CrashSite

    /// The place, with the calling line when the trap was in a function of theirs. A live
    /// session's input (``RunFailure/inputName``) is `input:2` in English and 这段输入的第 2 行
    /// in Chinese, never a file name.
    package var message: Message {
      if file == RunFailure.inputName {
        guard let caller = site.caller else {
          return Message("judge.run.place-input", ["line": site.line])
        }
        return Message("judge.run.place-input-called", ["line": site.line, "caller": caller])
      }
      guard let caller = site.caller else {
        return Message("judge.run.place", ["file": file, "line": site.line])
      }
      return Message("judge.run.place-called", ["file": file, "line": site.line, "caller": caller])
    }

    /// A `Fatal error` at this place, then what to change (``RuntimeTip``). Where Swift
    /// stopped follows on a line of its own only when it is another line of the student's own
    /// file: a library's file (`Swift/ContiguousArrayBuffer.swift:692`) is none they wrote.
    func crashed(reason: String, stoppedIn location: String?) -> Message {
      let crashed = Message("judge.run.crashed-at", ["place": message, "reason": reason])
      let tip = RuntimeTip.tip(forReason: reason, location: location, file: file)
      guard let location, location.hasPrefix(file + ":"), location != "\(file):\(site.line)"
      else { return .crashed(crashed, tip: tip) }
      let stopped = Message("judge.run.stopped-in", ["location": location])
      return .crashed(.crashed(crashed, then: stopped), tip: tip)
    }

    /// A trap, or a bad access, without a `Fatal error` line (an arithmetic overflow), with its
    /// tip; nil for another signal.
    func crashed(signal: Int32) -> Message? {
      let tip = RuntimeTip.tip(forSignal: signal)
      switch signal {
      case 4, 5: return .crashed(Message("judge.run.trap-at", ["place": message]), tip: tip)
      case 7, 11: return .crashed(Message("judge.run.bad-access-at", ["place": message]), tip: tip)
      default: return nil
      }
    }
  }
}
