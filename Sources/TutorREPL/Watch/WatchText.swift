import LessonKit
import TutorSupport

/// The watch mode's own sentences: typed names for the catalog's `repl.watch.*` messages.
enum WatchText {
  /// `Watching ID: FILE`, above each check.
  static func header(_ id: String, file: String, language: Language) -> String {
    Catalog.text("repl.watch.header", language, ["id": id, "file": file])
  }

  /// What to do next, below each check.
  static func waiting(polling: Bool, language: Language) -> String {
    let how = polling ? Catalog.text("repl.watch.polling", language) : ""
    return Catalog.text("repl.watch.waiting", language, ["how": how])
  }

  /// Said when a pass moves the watch on to the next exercise.
  static func movingOn(_ id: String, language: Language) -> String {
    Catalog.text("repl.watch.moving-on", language, ["id": id])
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
