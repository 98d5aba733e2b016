import Evaluator
import LessonKit
import TutorSupport

/// What a Check shows the page: the verdict, each check, the report as the terminal prints it,
/// and where the learner stands now.
struct CheckAnswer: Codable, Sendable {
  /// One check's verdict.
  struct Check: Codable, Sendable {
    /// The check's name, in the learner's language.
    var name: String
    /// `pass`, `fail` or `error`.
    var status: String
    /// Expected against actual, or why it did not finish.
    var message: String?
  }

  /// `pass`, `fail` or `error`.
  var status: String
  /// The headline: PASS, or how many checks failed, in the learner's language.
  var headline: String
  /// Why nothing could be checked (did not compile, crashed), when status is `error`.
  var message: String?
  /// Each check.
  var checks: [Check]
  /// The report exactly as `swift-tutor check` prints it.
  var report: String
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
    checks = result.tests.map {
      Check(name: $0.name, status: $0.status.rawValue, message: $0.message)
    }
    report = TextReporter(color: false, language: language).render(result)
    let failed = result.tests.filter { $0.status != .pass }.count
    switch result.status {
    case .pass: headline = Catalog.text("web.check.pass", language)
    case .fail:
      headline = Catalog.text(
        "web.check.fail", language, ["failed": failed, "count": result.tests.count])
    case .error: headline = Catalog.text("web.check.error", language)
    }
    self.passed = passed
    self.total = total
    self.next = next?.exercise.id
    nextTitle = next?.exercise.task(language).title
  }
}
