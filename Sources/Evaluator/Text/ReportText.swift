import LessonKit
import TutorSupport

/// The frame of a text report, in English and Chinese.
enum ReportText {
  static func status(_ status: GradeStatus, _ language: Language) -> String {
    switch status {
    case .pass: return Phrase(en: "PASS", zh: "通过").text(language)
    case .fail: return Phrase(en: "FAIL", zh: "未通过").text(language)
    case .error: return Phrase(en: "ERROR", zh: "出错").text(language)
    }
  }

  static func checksPassed(_ passed: Int, of total: Int, _ language: Language) -> String {
    Phrase(
      en: " (\(passed)/\(total) checks passed)", zh: "（\(total) 项检查通过了 \(passed) 项）"
    ).text(language)
  }

  static func programPrinted(_ language: Language) -> String {
    Phrase(en: "your program printed:", zh: "你的程序输出了：").text(language)
  }

  static func printed(_ language: Language) -> String {
    Phrase(en: "printed:", zh: "输出了：").text(language)
  }

  static func summary(total: Int, pass: Int, fail: Int, error: Int, _ language: Language)
    -> String
  {
    Phrase(
      en: "\(total) graded: \(pass) passed, \(fail) failed, \(error) errors",
      zh: "共评分 \(total) 份：\(pass) 份通过，\(fail) 份未通过，\(error) 份出错"
    ).text(language)
  }
}
