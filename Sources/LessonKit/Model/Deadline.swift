public import Foundation

/// When an assignment is due, and what happens to work handed in later (`assignment.yaml`'s
/// `due:` and `late:`).
public struct Deadline: Sendable, Hashable, Codable {
  /// What late work earns.
  public enum Late: Sendable, Hashable, Codable {
    /// Said to be late, its points kept (`due:` alone: the teacher decides).
    case reported
    /// Late work earns nothing (`late: refuse`).
    case refused
    /// Each started day late takes `perDay` (a fraction, 0.1 for 10 %) of its points, and work
    /// after `until` earns nothing (`late: {penalty: 10%, until: …}`).
    case penalty(perDay: Double, until: Date?)
  }

  /// When the work is due.
  public var due: Date
  /// What late work earns.
  public var late: Late

  /// A deadline `due`, late work treated as `late` says.
  public init(due: Date, late: Late = .reported) {
    self.due = due
    self.late = late
  }

  /// The part of its points that work handed in at `time` keeps: 1 on time; late, what the
  /// policy leaves (never below 0).
  public func share(at time: Date) -> Double {
    guard time > due else { return 1 }
    switch late {
    case .reported: return 1
    case .refused: return 0
    case .penalty(let perDay, let until):
      if let until, time > until { return 0 }
      let days = (time.timeIntervalSince(due) / 86_400).rounded(.up)
      return max(0, 1 - perDay * days)
    }
  }
}
