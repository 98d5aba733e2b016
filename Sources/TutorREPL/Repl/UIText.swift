import LessonKit
import TutorSupport

/// The REPL's own sentences, in both languages.
enum UIText {
  static func welcome(_ language: Language) -> String {
    language == .zhHans
      ? "输入 Swift 代码看每一行的值；:help 查看命令，:exercise 开始练习，:quit 退出。"
      : "Type Swift to see each line's value; :help lists the commands, :exercise starts the"
        + " exercise, :quit leaves."
  }

  static func sessionUnchanged(_ language: Language) -> String {
    language == .zhHans
      ? "（这段输入没有被保留，会话保持原样。）" : "(That input was not kept; the session is as it was.)"
  }

  static func unknownCommand(_ name: String, _ language: Language) -> String {
    language == .zhHans
      ? "没有 :\(name) 这个命令；输入 :help 查看全部命令。" : "There is no :\(name) command; :help lists them."
  }

  static func noLessons(_ language: Language) -> String {
    language == .zhHans ? "这门课程里还没有课。" : "This course has no lessons."
  }

  static func unknownLesson(_ query: String, _ language: Language) -> String {
    language == .zhHans
      ? "找不到课程“\(query)”；:lessons 列出全部课程。" : "No lesson '\(query)'; :lessons lists them."
  }

  static func unknownExercise(_ query: String, _ language: Language) -> String {
    language == .zhHans
      ? "找不到练习“\(query)”；:lesson 会列出本课的练习。"
      : "No exercise '\(query)'; :lesson lists this lesson's exercises."
  }

  static func noExercise(_ language: Language) -> String {
    language == .zhHans ? "这一课没有练习；:next 进入下一课。" : "This lesson has no exercises; :next goes on."
  }

  static func lastLesson(_ language: Language) -> String {
    language == .zhHans ? "这已经是最后一课了。" : "This is the last lesson."
  }

  static func firstLesson(_ language: Language) -> String {
    language == .zhHans ? "这已经是第一课了。" : "This is the first lesson."
  }

  static func sessionCleared(_ language: Language) -> String {
    language == .zhHans
      ? "会话已清空：之前输入的代码都不再有效。" : "Session cleared: nothing you typed before is defined any more."
  }

  static func fileReady(_ path: String, created: Bool, _ language: Language) -> String {
    switch (language, created) {
    case (.zhHans, true): return "已写入初始代码：\(path)\n:edit 打开它，:check 评测。"
    case (.zhHans, false): return "你的文件：\(path)（已有内容，未改动）\n:edit 打开它，:check 评测。"
    case (_, true): return "Starter written to \(path)\n:edit opens it, :check grades it."
    case (_, false): return "Your file: \(path) (kept as it is)\n:edit opens it, :check grades it."
    }
  }

  static func fileUnreadable(_ path: String, _ language: Language) -> String {
    language == .zhHans
      ? "无法读取 \(path)：它不是 UTF-8 文本文件。" : "Cannot read \(path): it is not a UTF-8 text file."
  }

  static func passed(_ id: String, next: String?, _ language: Language) -> String {
    let zh = language == .zhHans
    guard let next else {
      return zh
        ? "通过了 \(id)！本课的练习都完成了，:next 进入下一课。"
        : "Passed \(id)! Every exercise of this lesson is done; :next goes on."
    }
    return zh
      ? "通过了 \(id)！下一个练习：\(next)，输入 :exercise 开始。"
      : "Passed \(id)! Next exercise: \(next) — type :exercise."
  }

  static func solutionLocked(_ language: Language) -> String {
    language == .zhHans
      ? "还没通过这道练习。确定现在就看参考答案吗？[y/N] "
      : "You have not passed this one yet. Show the solution anyway? [y/N] "
  }

  static func languageSet(_ new: Language, _ language: Language) -> String {
    new == .zhHans ? "语言已切换为简体中文。" : "Language: English."
  }

  static func editorFailed(_ editor: String, _ reason: String, _ language: Language) -> String {
    language == .zhHans
      ? "无法启动编辑器 \(editor)：\(reason)" : "Could not start the editor \(editor): \(reason)"
  }

  static func edited(_ language: Language) -> String {
    language == .zhHans ? "编辑完成；:check 评测。" : "Back from the editor; :check grades the file."
  }

  static func preparingSession(_ language: Language) -> String {
    language == .zhHans
      ? "swift-tutor：正在为这个工具链准备实时会话（仅第一次，约半分钟）……"
      : "swift-tutor: preparing the live session for this toolchain (first run only, about half a"
        + " minute)…"
  }

  static func warningsFrame(_ count: Int, _ language: Language) -> String {
    language == .zhHans
      ? "编译器提示（代码照常运行了）："
      : count == 1
        ? "The compiler has a warning (the code ran anyway):"
        : "The compiler has \(count) warnings (the code ran anyway):"
  }

  /// The one line saying the live process was started again and the earlier inputs re-ran.
  static func restarted(replayed: Int, dropped: Int, _ language: Language) -> String {
    let zh = language == .zhHans
    if replayed == 0, dropped == 0 {
      return zh ? "（会话进程已结束，已启动新的进程。）" : "(The session's process ended; a new one was started.)"
    }
    var text =
      zh
      ? "（会话进程已结束，已重新启动：之前的 \(replayed) 段输入又运行了一次，它们的副作用也重新发生了。"
      : "(The session's process ended and was started again: your \(replayed) earlier "
        + (replayed == 1 ? "input ran" : "inputs ran") + " once more, side effects included."
    if dropped > 0 {
      text +=
        zh
        ? "其中 \(dropped) 段这次运行失败，已从会话中移除。"
        : " \(dropped) that failed this time \(dropped == 1 ? "was" : "were") dropped."
    }
    return text + (zh ? "）" : ")")
  }
}
