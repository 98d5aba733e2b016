import Foundation
import Grading

/// What a classroom student did with one exercise over time, for the teacher's view: how
/// many Checks, when they opened it and first passed it, and the checks they failed once and
/// passed later (the item analysis counts a mistake that was fixed, not only the latest
/// Check's).
public struct ExerciseActivity: Codable, Equatable, Sendable {
  /// A check failed in an earlier Check and passed in a later one.
  public struct Fixed: Codable, Equatable, Sendable {
    /// Its place in the exercise's checks (names follow the student's language; the place
    /// does not).
    public var index: Int
    /// The check as it failed.
    public var item: CheckRecord.Item
  }

  /// Checks run.
  public var checks = 0
  /// When the exercise was first opened, in seconds since 1970 (nil: before this was kept).
  public var openedAt: Double?
  /// When it first passed, in seconds since 1970.
  public var firstPassAt: Double?
  /// The checks fixed later, each once, at most ``mostFixed``.
  public var fixed: [Fixed] = []

  /// The most fixed checks kept per exercise.
  public static let mostFixed = 20

  /// Nothing done yet.
  public init() {}

  enum CodingKeys: String, CodingKey {
    case checks, fixed
    case openedAt = "opened_at"
    case firstPassAt = "first_pass_at"
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    checks = try values.decodeIfPresent(Int.self, forKey: .checks) ?? 0
    openedAt = try values.decodeIfPresent(Double.self, forKey: .openedAt)
    firstPassAt = try values.decodeIfPresent(Double.self, forKey: .firstPassAt)
    fixed = try values.decodeIfPresent([Fixed].self, forKey: .fixed) ?? []
  }

  /// Seconds from opening to the first pass, when both are known.
  public var secondsToFirstPass: Double? {
    guard let openedAt, let firstPassAt else { return nil }
    return max(0, firstPassAt - openedAt)
  }

  /// Counts the Check `record`, which came after `previous`: a check that failed in
  /// `previous` and passes now is kept as fixed (once per check and observation).
  public mutating func add(_ record: CheckRecord, after previous: CheckRecord?) {
    checks += 1
    if record.status == .pass, firstPassAt == nil { firstPassAt = record.at }
    guard let previous, previous.checks.count == record.checks.count else { return }
    for (index, earlier) in previous.checks.enumerated()
    where earlier.status != .pass && record.checks[index].status == .pass {
      let fix = Fixed(index: index, item: earlier)
      let seen = fixed.contains { $0.index == index && $0.item.observed == earlier.observed }
      if !seen && fixed.count < Self.mostFixed { fixed.append(fix) }
    }
  }
}
