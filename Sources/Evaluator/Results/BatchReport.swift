/// The results of grading many submissions: `grade --format json` and `merge`.
///
/// Written as JSON, it is sealed (``sealed(shards:build:key:)``): it says which slices of the
/// class it holds, which build graded it and with which key, and carries a seal over all of
/// that and every result, so `merge` takes only what `grade` wrote.
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
  /// Which slices of the class this report holds (`grade --shard K/N`: K of N).
  public var shards: ShardCoverage?
  /// The swift-tutor build that graded the results (``ToolBuild/current``).
  public var build: String?
  /// ``GradingKey/id`` of the key that graded and sealed the report.
  public var key: String?
  /// The seal over everything else (``sealedContent()``): 64 hex digits only the key makes.
  public var seal: String?

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
}
