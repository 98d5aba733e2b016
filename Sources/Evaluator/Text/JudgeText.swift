import Foundation
import LessonKit
import TutorSupport

/// Every sentence of a grading report, in English and Chinese.
enum JudgeText {
  static func expected(_ what: String, _ want: String, got: String, _ language: Language) -> String
  {
    Phrase(en: "\(what): expected \(want), got \(got)", zh: "\(what)：期望 \(want)，实际是 \(got)")
      .text(language)
  }

  static func expectedNothing(_ what: String, _ want: String, _ language: Language) -> String {
    Phrase(
      en: "\(what): expected \(want), but the check ended before observing it",
      zh: "\(what)：期望 \(want)，但这项检查在观察到它之前就结束了"
    ).text(language)
  }

  static func extra(_ value: String, _ language: Language) -> String {
    Phrase(
      en: "one observation more than the solution makes: \(value)",
      zh: "比参考答案多出一次观察：\(value)"
    ).text(language)
  }

  static func whileObserving(_ why: String, _ what: String, _ language: Language) -> String {
    Phrase(en: "\(why) (while checking \(what))", zh: "\(why)（检查 \(what) 时）").text(language)
  }

  static func theCheck(_ language: Language) -> String {
    Phrase(en: "the check", zh: "这项检查").text(language)
  }

  static func notRun(_ why: String, _ language: Language) -> String {
    Phrase(en: "not run: \(why)", zh: "未运行：\(why)").text(language)
  }

  static func timeUsedUp(_ seconds: Double, _ language: Language) -> String {
    let time = seconds.formattedSeconds
    return Phrase(
      en: "the time limit of the whole program (\(time) s) was used up",
      zh: "整个程序的时间上限（\(time) 秒）已用完"
    ).text(language)
  }

  static func checkTooLong(_ seconds: Double, _ language: Language) -> String {
    let time = seconds.formattedSeconds
    return Phrase(
      en: "the program did not finish this check within \(time) s (an endless loop?)",
      zh: "程序没有在 \(time) 秒内完成这项检查（是死循环吗？）"
    ).text(language)
  }

  static func endedEarly(_ language: Language) -> String {
    Phrase(
      en: "the program ended during this check (did the code call `exit`?)",
      zh: "程序在这项检查进行中结束了（代码调用了 `exit` 吗？）"
    ).text(language)
  }

  static func beforeChecks(_ why: String, _ language: Language) -> String {
    Phrase(en: "\(why) (before the checks ran)", zh: "\(why)（在检查开始之前）").text(language)
  }

  static func tooLarge(_ file: String, kilobytes: Int, limit: Int, _ language: Language) -> String {
    Phrase(
      en: "\(file) is too large to grade: \(kilobytes) KiB (at most \(limit) KiB)",
      zh: "\(file) 太大，无法评分：\(kilobytes) KiB（最多 \(limit) KiB）"
    ).text(language)
  }

  static func didNotCompile(_ language: Language) -> String {
    Phrase(en: "did not compile:", zh: "没有通过编译：").text(language)
  }

  static func outputMatches(_ language: Language) -> String {
    Phrase(en: "the output matches", zh: "输出与要求一致").text(language)
  }

  static func outputCut(_ kilobytes: Int, dropped: Int, _ language: Language) -> String {
    Phrase(
      en: "output was cut at \(kilobytes) KiB; \(dropped) bytes dropped",
      zh: "输出超过 \(kilobytes) KiB 的部分被截断，丢弃了 \(dropped) 字节"
    ).text(language)
  }

  static func warnings(_ language: Language) -> String {
    Phrase(en: "compiler warnings:", zh: "编译器警告：").text(language)
  }
}

extension Double {
  /// `10` for whole numbers, `2.5` otherwise.
  var formattedSeconds: String {
    self == rounded() ? String(Int(self)) : String(format: "%.1f", self)
  }
}
