import LessonKit
import TutorSupport

/// The watch mode's own sentences, in both languages.
enum WatchText {
  static func header(_ id: String, file: String, language: Language) -> String {
    language == .zhHans ? "正在监视 \(id)：\(file)" : "Watching \(id): \(file)"
  }

  static func waiting(polling: Bool, language: Language) -> String {
    let how = polling ? (language == .zhHans ? "（轮询）" : " (polling)") : ""
    return language == .zhHans
      ? "保存文件即可重新评测\(how)；Ctrl-C 退出。" : "Save the file to check it again\(how); Ctrl-C stops."
  }

  static func movingOn(_ id: String, language: Language) -> String {
    language == .zhHans ? "通过了！下一个练习：\(id)" : "Passed! On to the next exercise: \(id)"
  }

  /// `Progress: ████░░░░ 12/40` across the course.
  static func bar(passed: Int, total: Int, width: Int, color: Bool) -> String {
    let size = max(10, min(40, width - 20))
    let filled = total == 0 ? 0 : size * passed / total
    let done = String(repeating: "█", count: filled)
    let left = String(repeating: "░", count: size - filled)
    let style = ANSIStyle(enabled: color)
    let bar = style.paint(done, .green) + style.paint(left, .dim)
    return "\(bar) \(passed)/\(total)"
  }
}
