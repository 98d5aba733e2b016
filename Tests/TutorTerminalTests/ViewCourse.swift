import Foundation
import Learner
import LessonKit
import TutorTerminal
import TutorTestSupport

/// The LessonKit tests' good fixture course (two lessons, three exercises, English and Chinese),
/// read in place, for the view tests.
enum ViewCourse {
  static let loaded = Result {
    try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent(
        "Tests/LessonKitTests/Fixtures/good-course"))
  }

  static func course() throws -> Course { try loaded.get() }

  /// Progress with `passed` passed and `hints` hints seen per exercise.
  static func progress(passed: [String] = [], hints: [String: Int] = [:]) -> LearnerProgress {
    var progress = LearnerProgress()
    progress.passed = Set(passed)
    progress.hintsUsed = hints
    return progress
  }

  /// Whether `text` holds an ANSI escape sequence.
  static func hasEscapes(_ text: String) -> Bool {
    text.contains("\u{1B}[")
  }

  /// The widest line of `text` in terminal columns (escapes not counted).
  static func widestLine(_ text: String) -> Int {
    text.split(separator: "\n").map { TerminalWidth.width(of: String($0)) }.max() ?? 0
  }

  /// The line of `text` that contains `needle`.
  static func line(_ text: String, containing needle: String) -> String? {
    text.split(separator: "\n").map(String.init).first { $0.contains(needle) }
  }
}
