import LessonKit
import TutorSupport

/// What `swift-tutor reset` says, in English and Simplified Chinese.
struct ResetText {
  let language: Language

  private var chinese: Bool { language == .zhHans }

  var nothingToForget: String {
    chinese ? "没有需要清除的进度。" : "There is no progress to forget."
  }

  func wouldForget(_ passed: Int, _ hints: Int, _ workspace: String) -> String {
    chinese
      ? "reset 会清除全部进度：\(passed) 个已通过的练习、\(hints) 条看过的提示和当前所在的课"
        + "（\(workspace) 里的文件会保留）。确认请运行 `swift-tutor reset --yes`；"
        + "只重做一道练习请运行 `swift-tutor reset 练习ID`。"
      : "reset would forget all your progress: \(count(passed, "passed exercise")),"
        + " \(count(hints, "hint")) seen and where you are in the course (your files in"
        + " \(workspace) are kept). Run"
        + " `swift-tutor reset --yes` to do it, or `swift-tutor reset EXERCISE` to start one"
        + " exercise again."
  }

  func forgotAll(_ passed: Int, _ hints: Int, _ workspace: String) -> String {
    chinese
      ? "已清除全部进度（\(passed) 个已通过的练习、\(hints) 条提示）。\(workspace) 里的文件保留未动。"
      : "Forgot all progress (\(count(passed, "passed exercise")), \(count(hints, "hint")) seen)."
        + " Your files in"
        + " \(workspace) are kept."
  }

  func restored(_ id: String, file: String, backup: String?, passed: Bool, hints: Int) -> String {
    var lines = [
      chinese ? "已把 \(id) 的初始代码放回 \(file)。" : "Put the starter of \(id) back in \(file)."
    ]
    if let backup {
      lines.append(chinese ? "你原来的文件保存为 \(backup)。" : "Your previous file is kept as \(backup).")
    }
    var forgot: [String] = []
    if passed { forgot.append(chinese ? "通过记录" : "that you passed it") }
    if hints > 0 {
      forgot.append(chinese ? "\(hints) 条看过的提示" : "the \(count(hints, "hint")) you saw")
    }
    if !forgot.isEmpty {
      lines.append(
        chinese
          ? "已清除：" + forgot.joined(separator: "、") + "。"
          : "Forgot " + forgot.joined(separator: " and ") + ".")
    }
    return lines.joined(separator: "\n")
  }

  /// `1 hint`, `3 hints`.
  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
