import LessonKit
import TutorSupport

/// What `swift-tutor watch` says (the catalog's `repl.watch.*` and `session.watch-*` keys), and
/// its progress bar.
extension Message {
  /// `Watching ID: FILE`, above each check.
  static func watching(_ id: String, file: String) -> Message {
    Message("repl.watch.header", ["id": id, "file": file])
  }

  /// What to do next, below each check.
  static func waitingForSave(polling: Bool) -> Message {
    Message("repl.watch.waiting", ["how": pollingNote(polling)])
  }

  /// Under a new exercise's task: its file is checked when first saved.
  static func waitingForFirstSave(polling: Bool) -> Message {
    Message("repl.watch.waiting-first", ["how": pollingNote(polling)])
  }

  /// " (polling)" when the watch polls, else nothing.
  private static func pollingNote(_ polling: Bool) -> any CustomStringConvertible {
    polling ? Message("repl.watch.polling") : ""
  }

  /// Said when a pass moves the watch on to the next exercise.
  static func movingOn(_ id: String) -> Message {
    Message("repl.watch.moving-on", ["id": id])
  }

  /// `watch ID` with an id the course does not have.
  static func nothingToWatch(_ id: String) -> Message {
    Message("session.watch-unknown-exercise", ["id": id])
  }

  /// `watch` when every exercise is passed.
  static let everythingWatchedPassed = Message("session.watch-all-passed")
}

/// `████░░░░ 12 of 40 exercises passed` across the course, under each check (a bare `12/40`
/// left a newcomer guessing what it counted).
enum WatchBar {
  /// The bar for `passed` of `total` in a terminal `width` columns wide, said in `language`.
  static func text(passed: Int, total: Int, width: Int, color: Bool, language: Language) -> String {
    let size = max(10, min(40, width - 36))
    let filled = total == 0 ? 0 : size * passed / total
    let done = String(repeating: "█", count: filled)
    let left = String(repeating: "░", count: size - filled)
    let style = ANSIStyle(enabled: color)
    let bar = style.paint(done, .green) + style.paint(left, .dim)
    return bar + " "
      + Message("session.watch-bar", ["passed": passed, "total": total]).text(language)
  }
}
