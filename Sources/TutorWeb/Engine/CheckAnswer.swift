import Diagnostics
import Grading
import LessonKit
import TutorSupport

/// What a Check shows the page: what the terminal's report shows — the verdict, each check,
/// what the program printed, the compiler's warnings — and where the learner stands now.
struct CheckAnswer: Codable, Sendable {
  /// One check's verdict.
  struct Check: Codable, Sendable {
    /// The check's name, in the learner's language.
    var name: String
    /// `pass`, `fail` or `error`.
    var status: String
    /// Expected against actual, or why it did not finish.
    var message: String?
    /// What the student's code printed during a check that did not pass.
    var output: String?
    /// The line of the learner's file this check crashed at, for the editor to mark.
    var line: Int?
  }

  /// `pass`, `fail` or `error`.
  var status: String
  /// The headline: PASS, or how many checks failed, in the learner's language.
  var headline: String
  /// Why nothing could be checked (did not compile, crashed), when status is `error`.
  var message: String?
  /// The line of the learner's file the program crashed at before any check, when it did.
  var line: Int?
  /// Each check.
  var checks: [Check]
  /// What the student's top-level code printed before the checks.
  var output: String?
  /// The compiler's warnings about the student's code.
  var warnings: [String]
  /// One-line changes the compiler proposes, for the page to apply with one click.
  var fixes: [PageFix]
  /// The lines the compiler's errors name, for the editor to mark.
  var errorLines: [Int]
  /// Exercises passed in the course, and how many there are.
  var passed: Int
  /// The course's exercise count.
  var total: Int
  /// The next exercise not passed, after a pass.
  var next: String?
  /// The next exercise's title.
  var nextTitle: String?

  /// The answer for `result` in `language`; `progress` is the learner's after recording it.
  init(
    _ result: GradeResult, language: Language, passed: Int, total: Int,
    next: (exercise: Exercise, lesson: Lesson)?
  ) {
    status = result.status.rawValue
    message = result.message
    // A tip said under every check a crash stopped (the same `!` met nil five times) is said
    // once, under the first; the terminal's report and the JSON keep each check whole.
    var tips = Set<Substring>()
    checks = result.tests.map {
      let said = $0.message.map { message in
        message.split(separator: "\n", omittingEmptySubsequences: false).filter {
          !DiagnosticTip.isTip($0, language) || tips.insert($0).inserted
        }.joined(separator: "\n")
      }
      return Check(
        name: $0.name, status: $0.status.rawValue, message: said,
        output: $0.status == .pass ? nil : $0.output, line: $0.line)
    }
    line = result.line
    output = result.output.flatMap { $0.isEmpty ? nil : $0 }
    warnings = result.warnings ?? []
    fixes = (result.fixes ?? []).map(PageFix.init)
    errorLines = PageFields.errorLines(result.message)
    let failed = result.tests.filter { $0.status != .pass }.count
    switch result.status {
    case .pass: headline = Catalog.text("web.check.pass", language)
    case .fail:
      headline = Catalog.text(
        "web.check.fail", language, ["failed": failed, "count": result.tests.count])
    // A Check always has a file: `missing` is `grade`'s, for an exercise not handed in.
    case .error, .missing:
      // Every check of the exercise is listed, none run: the count says how many wait.
      let unrun = result.tests.filter { $0.notRun == true }.count
      headline =
        unrun == 0
        ? Catalog.text("web.check.error", language)
        : Catalog.text("web.check.error-count", language, ["count": unrun])
    }
    self.passed = passed
    self.total = total
    self.next = next?.exercise.id
    nextTitle = next?.exercise.task(language).title
  }
}
