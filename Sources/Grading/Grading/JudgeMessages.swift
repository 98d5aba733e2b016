import Diagnostics
import Foundation
import LessonKit
import TutorSupport

/// The sentences of a grading's verdict (the catalog's `judge` keys), chosen where the grading
/// finds what it says and shown in the report's language when put in the result.
extension Message {
  /// `{what}: expected {want}, got {got}`: an observation that differs from the solution's.
  static func expected(_ what: String, _ want: String, got: String) -> Message {
    Message("judge.expected", ["what": what, "want": want, "got": got])
  }

  /// A value where the solution's code threw: `got` followed by "(no error)", so the learner
  /// sees that the error is what is missing.
  static func expectedError(_ what: String, _ want: String, got: String) -> Message {
    Message("judge.expected-error", ["what": what, "want": want, "got": got])
  }

  /// The check ended before making an observation the solution made.
  static func expectedNothing(_ what: String, _ want: String) -> Message {
    Message("judge.expected-nothing", ["what": what, "want": want])
  }

  /// The student's program observed more than the solution did.
  static func extraObservation(_ value: String) -> Message {
    Message("judge.extra", ["value": value])
  }

  /// A check's problem, said with what was being observed; a crash's second line (where Swift
  /// stopped) stays last.
  static func whileObserving(_ why: String, _ what: String) -> Message {
    let parts = why.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let first = Message("judge.while-checking", ["why": String(parts[0]), "what": what])
    guard parts.count == 2 else { return first }
    let stopped = String(parts[1].drop { $0 == " " })
    return .crashed(first, then: stopped)
  }

  /// What an observation without a label is called.
  static let theCheck = Message("judge.the-check")

  /// A check that did not run, and why.
  static func notRun(_ why: String) -> Message {
    Message("judge.not-run", ["why": why])
  }

  /// The whole program's wall-clock limit ran out.
  static func timeUsedUp(_ seconds: Double) -> Message {
    Message("judge.time-used-up", ["seconds": seconds.formattedSeconds])
  }

  /// One check ran past its share of the time.
  static func checkTooLong(_ seconds: Double) -> Message {
    Message("judge.check-too-long", ["seconds": seconds.formattedSeconds])
  }

  /// The program ended in the middle of a check.
  static let endedEarly = Message("judge.ended-early")

  /// The program failed before its first check.
  static func beforeChecks(_ why: String) -> Message {
    Message("judge.before-checks", ["why": why])
  }

  /// A student file past ``Grader/largestSource``.
  static func tooLarge(_ file: String, kilobytes: Int, limit: Int) -> Message {
    Message("judge.too-large", ["file": file, "size": kilobytes, "limit": limit])
  }

  /// The line above a compile error's diagnostics.
  static let didNotCompile = Message("judge.did-not-compile")

  /// Why a check did not run: the file did not compile.
  static let unrunNotCompiled = Message("judge.unrun.not-compiled")

  /// Why a check did not run: a rule refused the file before it was compiled.
  static let unrunRefused = Message("judge.unrun.refused")

  /// The name of an `output` exercise's one test.
  static let outputMatches = Message("judge.output-matches")

  /// Output past the limit was dropped.
  static func outputCut(_ kilobytes: Int, dropped: Int) -> Message {
    dropped == 1
      ? Message("judge.output-cut.one", ["limit": kilobytes, "dropped": dropped])
      : Message("judge.output-cut.other", ["limit": kilobytes, "dropped": dropped])
  }

  /// The tool's own failure, said to the student whose submission it was grading.
  static func internalProblem(_ problem: String) -> Message {
    Message("judge.internal", ["problem": problem])
  }
}

extension Double {
  /// `10` for whole numbers, `2.5` otherwise.
  var formattedSeconds: String {
    self == rounded() ? String(Int(self)) : String(format: "%.1f", self)
  }
}
