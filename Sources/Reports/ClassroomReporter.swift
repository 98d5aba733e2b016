import Foundation
public import Grading
import LessonKit
public import TutorSupport

/// The result GitHub Classroom's autograding reporter reads
/// (`classroom-resources/autograding-grading-reporter`): a runner's JSON, which the workflow
/// hands it base64-encoded as `<RUNNER>_RESULTS`.
///
/// One student's work: a test per exercise — the assignment's, in its order, else every one
/// graded — passed or not, scoring what the gradebook gives it (``Marks``: its points in
/// proportion to the checks passed, times what its hand-in keeps by the late policy), so
/// Classroom's "Points X/Y" and the teacher's marks agree. An assigned exercise with no file
/// fails with no points; a late one says how late in its message. Names and messages are the student's words made safe for a CI log (``CILog``):
/// the reporter prints them there.
public struct ClassroomReporter {
  /// The reporter's result, as it reads it.
  public struct Result: Codable, Sendable, Equatable {
    /// Always 1.
    public var version = 1
    /// `pass` when every exercise passed, `error` when none could be graded, else `fail`.
    public var status: String
    /// The points of every exercise together (`max_score`).
    public var maxScore: Double
    /// One per exercise.
    public var tests: [Test]

    enum CodingKeys: String, CodingKey {
      case version, status, tests
      case maxScore = "max_score"
    }
  }

  /// One exercise, as the reporter shows it.
  public struct Test: Codable, Sendable, Equatable {
    /// The exercise id.
    public var name: String
    /// `pass`, `fail` or `error`.
    public var status: String
    /// Its points when it passed, else 0.
    public var score: Double
    /// How many checks passed, and why it did not pass.
    public var message: String
    /// 0: the reporter names no line (`line_no`).
    public var lineNumber = 0

    enum CodingKeys: String, CodingKey {
      case name, status, score, message
      case lineNumber = "line_no"
    }
  }

  /// The language of the names and messages.
  public var language: Language

  /// A reporter in `language`.
  public init(language: Language) { self.language = language }

  /// The result of `report` (one student's), as JSON.
  public func render(_ report: BatchReport) -> String {
    JSONReporter.render(result(report))
  }

  /// The result of `report` (one student's).
  public func result(_ report: BatchReport) -> Result {
    let byExercise = Dictionary(
      report.results.map { ($0.exercise, $0) }, uniquingKeysWith: { first, _ in first })
    let ids = report.assignment?.ids ?? byExercise.keys.sorted()
    let earned = Marks(report).rows.first?.cells ?? [:]
    var tests: [Test] = []
    var total = 0.0
    for id in ids {
      total += report.assignment?.points(of: id) ?? 1
      guard case .earned(let score) = earned[id] else {
        tests.append(test(id, byExercise[id], score: 0))
        continue
      }
      tests.append(test(id, byExercise[id], score: (score * 100).rounded() / 100))
    }
    let statuses = Set(tests.map(\.status))
    let status =
      tests.isEmpty || statuses == ["error"] ? "error" : statuses == ["pass"] ? "pass" : "fail"
    return Result(status: status, maxScore: total, tests: tests)
  }

  private func test(_ id: String, _ result: GradeResult?, score: Double) -> Test {
    guard let result, result.status != .missing else {
      let file = id + ".swift"
      let why =
        result?.untouchedStarter == true
        ? Message("judge.classroom.untouched", ["file": file])
        : Message("judge.classroom.no-file", ["file": file])
      return Test(name: id, status: "fail", score: 0, message: safe(why.text(language)))
    }
    let passed = result.tests.filter { $0.status == .pass }.count
    let counted = Message(
      "judge.classroom.checks", ["passed": passed, "total": result.tests.count]
    ).text(language)
    let failing = result.tests.first { $0.status != .pass }
    let why = [
      result.handedIn?.late?.text(language),
      result.message ?? failing.map { "\($0.name): \($0.message ?? "")" },
    ].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    let status: String
    switch result.status {
    case .pass: status = "pass"
    case .error: status = "error"
    default: status = "fail"
    }
    return Test(
      name: id, status: status, score: score,
      message: safe(counted + (why.isEmpty ? "" : "\n" + why)))
  }

  /// `text` as the reporter may print it in a CI log.
  private func safe(_ text: String) -> String { CILog.text(VisibleText.block(text)) }
}
