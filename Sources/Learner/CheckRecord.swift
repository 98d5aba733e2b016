public import Foundation
public import Grading
public import TutorSupport

/// The last Check of one exercise by a classroom's student, as the teacher's view reads it:
/// the verdict, when, and each check's verdict with the first wrong observation — enough for
/// the class table (failing n of m), the student's last report and the item analysis, without
/// the program's output or the checks' code.
///
/// Kept in `progress.json` under `last_checks` (an optional key: older files have none and
/// older builds ignore it).
public struct CheckRecord: Codable, Equatable, Sendable {
  /// One check's verdict.
  public struct Item: Codable, Equatable, Sendable {
    /// The check's name, in the student's language.
    public var name: String
    /// How it ended.
    public var status: GradeStatus
    /// Expected against actual, or why it did not finish (cut to ``longest`` characters).
    public var message: String?
    /// The first observation that differed from the solution's.
    public var observed: Observed?
  }

  /// The verdict.
  public var status: GradeStatus
  /// Why nothing could be checked (a compile error, a crash), cut to ``longest`` characters.
  public var message: String?
  /// Each check, in the exercise's order.
  public var checks: [Item]
  /// When the Check finished, in seconds since 1970.
  public var at: Double
  /// The language the names and messages are in, the student's (nil: a record from before
  /// records said it).
  public var language: String?

  /// The longest message kept, in characters.
  public static let longest = 2000

  /// The record of `result`, graded in `language`, made at `date`.
  public init(_ result: GradeResult, at date: Date = Date(), language: Language? = nil) {
    status = result.status
    message = result.message.map { String($0.prefix(Self.longest)) }
    checks = result.tests.map {
      Item(
        name: $0.name, status: $0.status,
        message: $0.message.map { String($0.prefix(Self.longest)) },
        observed: $0.observed)
    }
    at = date.timeIntervalSince1970
    self.language = language?.rawValue
  }

  /// Checks passed.
  public var passedCount: Int { checks.filter { $0.status == .pass }.count }

  /// The record as a grade result of `exercise` by `student`: what ``ItemAnalysis`` reads.
  public func result(exercise: String, student: String?) -> GradeResult {
    var result = GradeResult(
      exercise: exercise, student: student, status: status, message: message,
      tests: checks.map {
        var test = TestResult(name: $0.name, status: $0.status, message: $0.message)
        test.observed = $0.observed
        return test
      })
    result.durationMs = 0
    return result
  }
}
