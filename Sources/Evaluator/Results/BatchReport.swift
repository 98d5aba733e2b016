/// The results of grading many submissions: `grade --format json` and `merge`.
public struct BatchReport: Codable, Sendable, Hashable {
  /// Counts over all results.
  public struct Summary: Codable, Sendable, Hashable {
    /// Submissions graded.
    public var total: Int
    /// Submissions that passed.
    public var pass: Int
    /// Submissions that failed a check.
    public var fail: Int
    /// Submissions that could not be checked.
    public var error: Int
    /// Sum of the submissions' grading times.
    public var durationMs: Int

    enum CodingKeys: String, CodingKey {
      case total, pass, fail, error
      case durationMs = "duration_ms"
    }
  }

  /// Always 3, like each result.
  public var version = 3
  /// Counts.
  public var summary: Summary
  /// One result per submission, sorted by student then exercise.
  public var results: [GradeResult]

  /// A report over `results` (sorted, summary computed).
  public init(results: [GradeResult]) {
    let sorted = results.sorted {
      ($0.student ?? "", $0.exercise) < ($1.student ?? "", $1.exercise)
    }
    self.results = sorted
    summary = Summary(
      total: sorted.count, pass: sorted.filter { $0.status == .pass }.count,
      fail: sorted.filter { $0.status == .fail }.count,
      error: sorted.filter { $0.status == .error }.count,
      durationMs: sorted.reduce(0) { $0 + $1.durationMs })
  }

  /// Joins shard reports into one, as if graded in one run.
  /// Throws when two shards graded the same submission.
  public static func merge(_ reports: [BatchReport]) throws -> BatchReport {
    var seen = Set<String>()
    for result in reports.flatMap(\.results) {
      let key = "\(result.student ?? "")/\(result.exercise)"
      guard seen.insert(key).inserted else {
        throw EvaluatorError.badInput(path: key, reason: "graded in more than one shard")
      }
    }
    return BatchReport(results: reports.flatMap(\.results))
  }
}
