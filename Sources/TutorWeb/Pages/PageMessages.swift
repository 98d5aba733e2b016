import TutorSupport

/// What the learner's pages say in more than one place — on the page the server renders and in
/// the texts it hands the script (``ClientTexts``), or on two pages — each key named here once.
/// A sentence with placeholders has a constructor and, for the script, a template with its
/// placeholders left as they are.
extension Message {
  /// `Run`: the exercise's, the scratch page's and each lesson example's button.
  static let runButton = Message("web.button.run")

  /// The keys that leave the editor and run, under the exercise and scratch editors.
  static let editorKeys = Message("web.editor.keys")

  /// An exercise passed: its state on the page and once a Check passes.
  static let exercisePassed = Message("web.exercise.passed")

  /// `Lessons`: the bar's link, the index's title, an error page's way home.
  static let lessonsNav = Message("web.nav.lessons")

  /// `Scratch`: the scratch page's heading and its window title.
  static let scratchTitle = Message("web.scratch.title")

  /// The scratch page's button that starts a new live session, and the script's text for it.
  static let newSession = Message("web.scratch.new-session")

  /// Hint `number` of `count`.
  static func hintHeading(number: any CustomStringConvertible, count: any CustomStringConvertible)
    -> Message
  {
    Message("web.hint.heading", ["number": number, "count": count])
  }

  /// ``hintHeading(number:count:)`` with `{number}` and `{count}` left for the script.
  static let hintHeadingTemplate = hintHeading(number: "{number}", count: "{count}")

  /// `passed` of `total` exercises passed.
  static func progressCount(passed: any CustomStringConvertible, total: any CustomStringConvertible)
    -> Message
  {
    Message("web.progress.count", ["passed": passed, "total": total])
  }

  /// ``progressCount(passed:total:)`` with `{passed}` and `{total}` left for the script.
  static let progressCountTemplate = progressCount(passed: "{passed}", total: "{total}")

  /// A request with the token but from no student of the classroom.
  static let notAStudent = Message("web.error.not-a-student")

  /// The tool or the toolchain failed: `detail` is the error's own words.
  static func internalProblem(_ detail: String) -> Message {
    Message("web.error.internal", ["detail": detail])
  }
}
