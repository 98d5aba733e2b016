import Foundation
import LessonKit
import TutorSupport

/// Every sentence of a grading report, from the catalog's `judge` section.
enum JudgeText {
  static func expected(_ what: String, _ want: String, got: String, _ language: Language) -> String
  {
    Catalog.text("judge.expected", language, ["what": what, "want": want, "got": got])
  }

  static func expectedNothing(_ what: String, _ want: String, _ language: Language) -> String {
    Catalog.text("judge.expected-nothing", language, ["what": what, "want": want])
  }

  static func extra(_ value: String, _ language: Language) -> String {
    Catalog.text("judge.extra", language, ["value": value])
  }

  static func whileObserving(_ why: String, _ what: String, _ language: Language) -> String {
    Catalog.text("judge.while-checking", language, ["why": why, "what": what])
  }

  static func theCheck(_ language: Language) -> String {
    Catalog.text("judge.the-check", language)
  }

  static func notRun(_ why: String, _ language: Language) -> String {
    Catalog.text("judge.not-run", language, ["why": why])
  }

  static func timeUsedUp(_ seconds: Double, _ language: Language) -> String {
    Catalog.text("judge.time-used-up", language, ["seconds": seconds.formattedSeconds])
  }

  static func checkTooLong(_ seconds: Double, _ language: Language) -> String {
    Catalog.text("judge.check-too-long", language, ["seconds": seconds.formattedSeconds])
  }

  static func endedEarly(_ language: Language) -> String {
    Catalog.text("judge.ended-early", language)
  }

  static func beforeChecks(_ why: String, _ language: Language) -> String {
    Catalog.text("judge.before-checks", language, ["why": why])
  }

  static func tooLarge(_ file: String, kilobytes: Int, limit: Int, _ language: Language) -> String {
    Catalog.text("judge.too-large", language, ["file": file, "size": kilobytes, "limit": limit])
  }

  static func didNotCompile(_ language: Language) -> String {
    Catalog.text("judge.did-not-compile", language)
  }

  static func outputMatches(_ language: Language) -> String {
    Catalog.text("judge.output-matches", language)
  }

  static func outputCut(_ kilobytes: Int, dropped: Int, _ language: Language) -> String {
    dropped == 1
      ? Catalog.text("judge.output-cut.one", language, ["limit": kilobytes, "dropped": dropped])
      : Catalog.text("judge.output-cut.other", language, ["limit": kilobytes, "dropped": dropped])
  }

  static func warnings(_ language: Language) -> String {
    Catalog.text("judge.warnings", language)
  }

  /// The tool's own failure, said to the student whose submission it was grading.
  static func internalProblem(_ problem: String, _ language: Language) -> String {
    Catalog.text("judge.internal", language, ["problem": problem])
  }
}

extension Double {
  /// `10` for whole numbers, `2.5` otherwise.
  var formattedSeconds: String {
    self == rounded() ? String(Int(self)) : String(format: "%.1f", self)
  }
}
