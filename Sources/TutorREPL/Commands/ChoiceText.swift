import LessonKit
import TutorSupport

/// What the REPL says when it must know which exercise is meant, in both languages.
enum ChoiceText {
  static func noneOpen(_ lesson: String, _ language: Language) -> String {
    language == .zhHans
      ? "还没有打开任何练习。“\(lesson)”这一课的练习有：" : "No exercise is open. The exercises of “\(lesson)”:"
  }

  static func passedMark(_ language: Language) -> String {
    language == .zhHans ? "（已通过）" : " (passed)"
  }

  static func nextMark(_ language: Language) -> String {
    language == .zhHans ? "（下一个）" : " (next)"
  }

  static func question(_ language: Language) -> String {
    language == .zhHans
      ? "选哪一个？输入编号或练习 id（直接回车表示不选）：" : "Which one? A number or an id (Enter for none): "
  }

  static func nothingChosen(_ language: Language) -> String {
    language == .zhHans
      ? "没有选择练习。:exercise ID 打开一道练习。" : "No exercise chosen. :exercise ID opens one."
  }

  static func noSuchChoice(_ answer: String, count: Int, _ language: Language) -> String {
    language == .zhHans
      ? "本课没有“\(answer)”这道练习：请输入 1 到 \(count) 之间的编号，或者练习 id。"
      : "This lesson has no exercise '\(answer)': give a number from 1 to \(count), or an id."
  }

  static func noFile(_ id: String, _ path: String, _ language: Language) -> String {
    language == .zhHans
      ? "\(id) 还没有练习文件（应在 \(path)）。:exercise \(id) 会把初始代码写到那里，再用 :edit 打开它。"
      : "There is no file for \(id) yet (it goes at \(path)). :exercise \(id) writes the starter"
        + " there; :edit then opens it."
  }

  static func hintMovesOn(passed: String, next: String, _ language: Language) -> String {
    language == .zhHans
      ? "\(passed) 已经通过了。下一个练习是 \(next)（:progress 里的“下一个练习”），提示针对它；:exercise 显示题目。"
      : "You passed \(passed). The hint is for \(next), the next exercise (as in :progress);"
        + " :exercise shows its task."
  }

  static func allPassed(_ language: Language) -> String {
    language == .zhHans ? "所有练习都已通过，不需要提示了。" : "Every exercise is passed: no hints needed."
  }
}
