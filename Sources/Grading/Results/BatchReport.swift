public import LessonKit

/// The results of grading many submissions: `grade --format json` and `merge`.
///
/// Written as JSON, it is sealed (``sealed(shards:build:key:)``): it says which slices of the
/// class it holds, which build graded it and with which key, and carries a seal over all of
/// that and every result, so `merge` takes only what `grade` wrote.
public struct BatchReport: Codable, Sendable, Hashable {
  /// Counts over all results.
  public struct Summary: Codable, Sendable, Hashable {
    /// Submissions graded (`missing` ones included).
    public var total: Int
    /// Submissions that passed.
    public var pass: Int
    /// Submissions that failed a check.
    public var fail: Int
    /// Submissions that could not be checked.
    public var error: Int
    /// Assigned exercises a student handed no file in for.
    public var missing: Int
    /// Wall-clock milliseconds of the run that graded them (`merge`: of its longest shard).
    public var durationMs: Int
    /// The item analysis: per exercise, who passed, the checks failed most and the common
    /// wrong answers (``ItemAnalysis``).
    public var exercises: [ItemAnalysis.Exercise]

    enum CodingKeys: String, CodingKey {
      case total, pass, fail, error, missing, exercises
      case durationMs = "duration_ms"
    }

    /// Counts of `results`, graded in `durationMs`; the analysis lists exercises in `order`
    /// first.
    public init(results: [GradeResult], durationMs: Int, order: [String] = []) {
      let count = { (status: GradeStatus) in results.filter { $0.status == status }.count }
      total = results.count
      pass = count(.pass)
      fail = count(.fail)
      error = count(.error)
      missing = count(.missing)
      self.durationMs = durationMs
      exercises = ItemAnalysis.of(results, order: order)
    }

    /// Reads a summary; one written before `missing` and `exercises` existed has none.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      total = try container.decode(Int.self, forKey: .total)
      pass = try container.decode(Int.self, forKey: .pass)
      fail = try container.decode(Int.self, forKey: .fail)
      error = try container.decode(Int.self, forKey: .error)
      missing = try container.decodeIfPresent(Int.self, forKey: .missing) ?? 0
      durationMs = try container.decode(Int.self, forKey: .durationMs)
      exercises =
        try container.decodeIfPresent([ItemAnalysis.Exercise].self, forKey: .exercises) ?? []
    }
  }

  /// Always 3, like each result.
  public var version = 3
  /// Counts.
  public var summary: Summary
  /// One result per submission, sorted by student then exercise.
  public var results: [GradeResult]
  /// The files in the graded folder that were not graded, and why.
  public var ignored: [IgnoredFile]?
  /// What was assigned (`--exercises`, `--assignment`), when something was: the marks' columns
  /// and points.
  public var assignment: Assignment?
  /// Which slices of the class this report holds (`grade --shard K/N`: K of N).
  public var shards: ShardCoverage?
  /// The swift-tutor build that graded the results (``ToolBuild/current``).
  public var build: String?
  /// The course the results were graded against (``ClassDigest/course(_:grader:)``).
  public var course: String?
  /// The class folder they were graded from, all of it (``ClassDigest/submissions(_:)``).
  public var submissions: String?
  /// ``GradingKey/id`` of the key that graded and sealed the report.
  public var key: String?
  /// The seal over everything else (``sealedContent()``): 64 hex digits only the key makes.
  public var seal: String?

  /// A report over `results` (sorted, summary computed), graded in `durationMs` of wall-clock
  /// time (nil: the sum of the results' times).
  public init(
    results: [GradeResult], durationMs: Int? = nil, ignored: [IgnoredFile] = [],
    assignment: Assignment? = nil
  ) {
    let sorted = results.sorted {
      ($0.student ?? "", $0.exercise) < ($1.student ?? "", $1.exercise)
    }
    self.results = sorted
    summary = Summary(
      results: sorted, durationMs: durationMs ?? sorted.reduce(0) { $0 + $1.durationMs },
      order: assignment?.ids ?? [])
    self.ignored = ignored.isEmpty ? nil : ignored
    self.assignment = assignment
  }
}

extension BatchReport {
  /// ``results`` as every report for people lists them: by student, then in the assignment's
  /// order (its marks', its students' reports'), else as graded. A teacher reader found the
  /// text report and the class page alphabetical while the marks followed the assignment.
  public var listed: [GradeResult] {
    let order = Dictionary(
      (assignment?.ids ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }
    )
    return results.enumerated().sorted {
      ($0.element.student ?? "", order[$0.element.exercise] ?? Int.max, $0.offset)
        < ($1.element.student ?? "", order[$1.element.exercise] ?? Int.max, $1.offset)
    }.map(\.element)
  }
}
