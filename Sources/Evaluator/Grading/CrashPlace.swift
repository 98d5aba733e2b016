import TutorSupport

extension RunFailure {
  /// A crash's place in the student's file, as the learner reads it: `crash.swift:3` in
  /// English, `crash.swift 第 3 行` in Chinese, like the compiler's and the REPL's places.
  struct Place {
    /// The name the student's file was compiled as.
    let file: String
    /// Where in it.
    let site: CrashSite

    /// The place, with the calling line when the trap was in a function of theirs.
    var message: Message {
      guard let caller = site.caller else {
        return Message("judge.run.place", ["file": file, "line": site.line])
      }
      return Message("judge.run.place-called", ["file": file, "line": site.line, "caller": caller])
    }

    /// A `Fatal error` at this place; where Swift stopped (`Swift/Range.swift:761`) on a line
    /// of its own after it, unless that is the student's own line.
    func crashed(reason: String, stoppedIn location: String?) -> Message {
      let crashed = Message("judge.run.crashed-at", ["place": message, "reason": reason])
      guard let location, location != "\(file):\(site.line)" else { return crashed }
      return .crashed(crashed, then: Message("judge.run.stopped-in", ["location": location]))
    }

    /// A trap, or a bad access, without a `Fatal error` line (an arithmetic overflow); nil
    /// for another signal.
    func crashed(signal: Int32) -> Message? {
      switch signal {
      case 4, 5: return Message("judge.run.trap-at", ["place": message])
      case 7, 11: return Message("judge.run.bad-access-at", ["place": message])
      default: return nil
      }
    }
  }
}

extension Message {
  /// A crash on two lines: `crash`, then `stopped` (where Swift stopped), indented.
  static func crashed(_ crash: Message, then stopped: any CustomStringConvertible) -> Message {
    Message("judge.run.crashed-then", ["crash": crash, "stopped": stopped])
  }
}
