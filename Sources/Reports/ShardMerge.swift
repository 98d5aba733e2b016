import Diagnostics
public import Foundation
public import Grading
public import SwiftToolchain
import TutorSupport

/// A report `merge` has read and verified: sealed by the merge's key and unchanged since.
public struct SealedShard: Sendable {
  /// The file it came from, as given.
  public let path: String
  /// The report.
  public let report: BatchReport
  /// The slices it holds.
  public let coverage: ShardCoverage
  /// The build that graded it.
  public let build: String
}

/// `merge`: joins the sealed reports of a class's shards into one, as if graded in one run —
/// only when they add up to that class.
public enum ShardMerge {
  /// What ``join(_:allowPartial:)`` made.
  public struct Joined: Sendable {
    /// The joined report, with the slices it holds and the shards' build, not yet sealed.
    public var report: BatchReport
    /// The slices no input held (empty unless `allowPartial`).
    public var missing: [Int]
  }

  /// Reads `data` from `path` as a report `grade` (or `merge`) sealed with `key`.
  ///
  /// Throws ``EvaluatorError/badInput(path:reason:)`` for what is not such a report and
  /// ``MergeProblem`` for one not sealed, sealed with another key, or edited.
  public static func open(_ data: Data, path: String, key: GradingKey) throws -> SealedShard {
    let report = try JSONReporter.decodeBatch(data, path: VisibleText.line(path))
    try report.verifySeal(key: key, path: path)
    guard let coverage = report.shards, let build = report.build else {
      throw MergeProblem.unsealed(path: path)
    }
    return SealedShard(path: path, report: report, coverage: coverage, build: build)
  }

  /// Joins `shards`, or throws ``MergeProblem`` when they are not one class's shards: cut
  /// into different numbers of slices, graded by different builds or assignments, a slice
  /// twice, a slice missing (unless `allowPartial`), or one submission in two of them.
  public static func join(_ shards: [SealedShard], allowPartial: Bool) throws -> Joined {
    guard let first = shards.first else {
      return Joined(report: BatchReport(results: []), missing: [])
    }
    let count = first.coverage.count
    var holders: [Int: String] = [:]
    for shard in shards {
      guard shard.coverage.count == count else {
        throw MergeProblem.otherCount(
          path: shard.path, count: shard.coverage.count, first: first.path, firstCount: count)
      }
      guard shard.build == first.build else {
        throw MergeProblem.otherBuild(
          path: shard.path, build: shard.build, first: first.path, firstBuild: first.build)
      }
      guard shard.report.assignment == first.report.assignment else {
        throw MergeProblem.otherAssignment(path: shard.path, first: first.path)
      }
      guard shard.report.course == first.report.course else {
        throw MergeProblem.otherCourse(path: shard.path, first: first.path)
      }
      guard shard.report.submissions == first.report.submissions else {
        throw MergeProblem.otherSubmissions(path: shard.path, first: first.path)
      }
      for index in shard.coverage.included {
        if let other = holders[index] {
          throw MergeProblem.duplicate(index: index, count: count, path: shard.path, other: other)
        }
        holders[index] = shard.path
      }
    }
    let coverage = ShardCoverage(count: count, included: Array(holders.keys))
    if !coverage.missing.isEmpty && !allowPartial {
      throw MergeProblem.missing(indices: coverage.missing, count: count)
    }
    try checkEachSubmissionOnce(shards)
    // Every shard lists the whole folder's files not graded; the shards ran side by side, so
    // the class took as long as the longest.
    var report = BatchReport(
      results: shards.flatMap(\.report.results),
      durationMs: shards.map(\.report.summary.durationMs).max() ?? 0,
      ignored: Array(Set(shards.flatMap { $0.report.ignored ?? [] })).sorted { $0.path < $1.path },
      assignment: first.report.assignment)
    report.shards = coverage
    report.build = first.build
    report.course = first.report.course
    report.submissions = first.report.submissions
    return Joined(report: report, missing: coverage.missing)
  }

  /// Throws when one submission was graded in two of `shards` (shards of different folders).
  private static func checkEachSubmissionOnce(_ shards: [SealedShard]) throws {
    var seen: [String: String] = [:]
    for shard in shards {
      for result in shard.report.results {
        let submission = "\(result.student ?? "")/\(result.exercise)"
        if let other = seen[submission] {
          throw MergeProblem.sameSubmission(
            submission: submission, path: shard.path, other: other)
        }
        seen[submission] = shard.path
      }
    }
  }
}
