import LessonKit
import TutorSupport

/// The sentences of the shared views, in English and Simplified Chinese.
enum ViewText {
  static func legend(_ language: Language) -> String {
    language == .zhHans
      ? "✓ 已完成  ◐ 进行中  · 未开始  ▸ 当前" : "✓ done  ◐ started  · not started  ▸ current"
  }

  static func courseSummary(lessons: Int, passed: Int, total: Int, _ language: Language) -> String {
    language == .zhHans
      ? "共 \(lessons) 课，已通过 \(passed)/\(total) 个练习"
      : "\(lessons) lessons, \(passed)/\(total) exercises passed"
  }

  static func noLessons(_ language: Language) -> String {
    language == .zhHans ? "这门课程里还没有课。" : "This course has no lessons."
  }

  static func exercisesHeading(_ passed: Int, of total: Int, _ language: Language) -> String {
    language == .zhHans ? "本课练习：已通过 \(passed)/\(total)" : "Exercises: \(passed) of \(total) passed"
  }

  static func noExercises(_ language: Language) -> String {
    language == .zhHans ? "这一课没有练习。" : "This lesson has no exercises."
  }

  static func passed(_ language: Language) -> String {
    language == .zhHans ? "已通过" : "passed"
  }

  static func hintsSeen(_ seen: Int, of total: Int, _ language: Language) -> String {
    language == .zhHans ? "看过 \(seen)/\(total) 条提示" : "\(seen)/\(total) hints seen"
  }

  static func hintHeader(_ number: Int, of total: Int, _ id: String, _ language: Language)
    -> String
  {
    language == .zhHans ? "提示 \(number)/\(total) · \(id)" : "Hint \(number) of \(total) · \(id)"
  }

  static func hintsLeft(_ left: Int, _ language: Language) -> String {
    switch (language, left) {
    case (.zhHans, 0): return "这是最后一条提示。"
    case (.zhHans, _): return "还有 \(left) 条提示。"
    case (_, 0): return "That was the last hint."
    case (_, 1): return "1 more hint left."
    default: return "\(left) more hints left."
    }
  }

  static func noHintsLeft(_ total: Int, _ id: String, _ language: Language) -> String {
    language == .zhHans
      ? "\(id) 的 \(total) 条提示都已看过，没有新的了。再看一遍："
      : "No hints left for \(id): you have seen all \(total). Here they are again:"
  }

  static func noHints(_ id: String, _ language: Language) -> String {
    language == .zhHans ? "\(id) 没有提示。" : "\(id) has no hints."
  }

  static func progressTitle(_ language: Language) -> String {
    language == .zhHans ? "学习进度" : "Progress"
  }

  static func noExercisesShort(_ language: Language) -> String {
    language == .zhHans ? "（无练习）" : "(no exercises)"
  }

  /// The totals as separate phrases, for the caller to join or wrap.
  static func totals(
    passed: Int, total: Int, lessonsDone: Int, lessons: Int, hints: Int, _ language: Language
  ) -> [String] {
    let percent = total == 0 ? 0 : passed * 100 / total
    if language == .zhHans {
      return [
        "已通过 \(passed)/\(total) 个练习（\(percent)%）", "完成 \(lessonsDone)/\(lessons) 课",
        "用了 \(hints) 条提示",
      ]
    }
    return [
      "Passed \(passed) of \(total) exercises (\(percent)%)",
      "\(lessonsDone) of \(lessons) lessons complete",
      "\(hints) \(hints == 1 ? "hint" : "hints") used",
    ]
  }

  static func next(_ id: String, lesson title: String, _ language: Language) -> String {
    language == .zhHans ? "下一个练习：\(id)（\(title)）" : "Next exercise: \(id) (\(title))"
  }

  static func allPassed(_ language: Language) -> String {
    language == .zhHans ? "所有练习都通过了，太棒了！" : "Every exercise is passed. Well done!"
  }
}
