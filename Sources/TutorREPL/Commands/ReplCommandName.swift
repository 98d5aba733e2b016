import LessonKit
import TutorSupport

/// The `:commands` of the REPL (SPEC §8), with their argument forms and help lines.
public enum ReplCommandName: String, CaseIterable, Sendable {
  case help, lessons, lesson, next, prev, run, exercise, edit, check, hint, solution, reset
  case save, load, progress, lang, clear, quit

  /// The command a typed name stands for: the exact name, `q`/`exit` for quit, `h`/`?` for
  /// help, or a unique prefix (`:ex` is `:exercise`, `:le` is ambiguous).
  public static func named(_ typed: String) -> ReplCommandName? {
    if let exact = ReplCommandName(rawValue: typed) { return exact }
    switch typed {
    case "q", "exit": return .quit
    case "h", "?": return .help
    default: break
    }
    let matches = allCases.filter { $0.rawValue.hasPrefix(typed) }
    return typed.isEmpty || matches.count != 1 ? nil : matches[0]
  }

  /// How the command is typed, e.g. `:lesson [N]`.
  public var usage: String {
    switch self {
    case .lesson: return ":lesson [N|ID]"
    case .run: return ":run N"
    case .exercise: return ":exercise [ID]"
    case .check: return ":check [ID]"
    case .hint: return ":hint [ID]"
    case .solution: return ":solution"
    case .reset: return ":reset [exercise]"
    case .save: return ":save FILE"
    case .load: return ":load FILE"
    case .lang: return ":lang [en|zh-Hans]"
    default: return ":" + rawValue
    }
  }

  /// One line saying what the command does.
  public func summary(_ language: Language) -> String {
    let zh = language == .zhHans
    switch self {
    case .help: return zh ? "显示这份命令列表" : "show this list"
    case .lessons: return zh ? "列出所有课程和进度" : "list the lessons and your progress"
    case .lesson: return zh ? "显示第 N 课（默认当前课）" : "show lesson N (default: the current one)"
    case .next: return zh ? "进入下一课" : "go to the next lesson"
    case .prev: return zh ? "回到上一课" : "go back to the previous lesson"
    case .run: return zh ? "在会话里运行本课第 N 个示例" : "run the lesson's example N in this session"
    case .exercise:
      return zh ? "显示练习题目，并把初始代码写进你的练习文件" : "show the exercise and write its starter file"
    case .edit: return zh ? "用 $EDITOR 打开练习文件" : "open the exercise file in $EDITOR"
    case .check: return zh ? "评测练习文件，逐项显示结果" : "grade the exercise file, check by check"
    case .hint: return zh ? "下一条提示" : "the next hint"
    case .solution:
      return zh ? "参考答案（通过之后，或确认之后）" : "the model solution (after a pass, or on confirmation)"
    case .reset:
      return zh
        ? "清空本次会话输入的代码并启动新的会话进程；:reset exercise 恢复初始代码（旧文件另存为 .bak）"
        : "forget what you typed (a fresh session process); `:reset exercise` restores the starter"
          + " (old file kept as .bak)"
    case .save:
      return zh ? "把本次会话接受的输入保存为 Swift 文件" : "write the inputs of this session to a Swift file"
    case .load:
      return zh ? "把文件里的代码逐段输入本次会话" : "run a Swift file's inputs one by one in this session"
    case .progress: return zh ? "显示学习进度" : "show your progress"
    case .lang: return zh ? "切换语言：en 或 zh-Hans" : "switch language: en or zh-Hans"
    case .clear: return zh ? "清屏" : "clear the screen"
    case .quit: return zh ? "退出（进度已保存；Ctrl-D 同样）" : "quit (progress is saved; Ctrl-D too)"
    }
  }

  /// The `:help` text.
  public static func helpText(_ language: Language) -> String {
    let width = allCases.map(\.usage.count).max() ?? 0
    var text = allCases.map { command in
      "  " + command.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + command.summary(language)
    }.joined(separator: "\n")
    text +=
      language == .zhHans
      ? "\n\n输入 Swift 代码即可看到每一行的值。没写完的代码（括号未闭合、行尾是运算符）会出现续行提示 ...>；"
        + "连按两次回车强制提交，Ctrl-C 放弃当前输入。Tab 补全命令、课程和练习编号以及标识符。\n"
      : "\n\nType Swift to see each line's value. Unfinished input (an open brace, a trailing"
        + " operator) gets the ...> prompt; two empty lines submit it anyway, Ctrl-C drops it."
        + " Tab completes commands, lesson and exercise ids, and identifiers.\n"
    return text
  }
}
