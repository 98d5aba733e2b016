public import LessonKit

/// What `validate` found, and how much of it it took from the cache.
public struct ValidationReport: Sendable {
  /// How many things of one kind were checked, and how many of them came from the cache.
  public struct Tally: Sendable, Equatable {
    /// All of them.
    public var total: Int
    /// Those whose problems were taken from the cache, unchanged since they were checked.
    public var cached: Int

    /// A tally of `cached` things of `total`.
    public init(total: Int, cached: Int) {
      self.total = total
      self.cached = cached
    }
  }

  /// Every problem, in course order.
  public var problems: [LessonProblem]
  /// The exercises.
  public var exercises: Tally
  /// The lessons' code blocks (one per distinct code and claim, whatever the language).
  public var blocks: Tally

  /// How many of the problems are errors (`validate` then exits 1).
  public var errors: Int { problems.count { $0.severity == .error } }

  /// How many of the problems are warnings.
  public var warnings: Int { problems.count - errors }
}
