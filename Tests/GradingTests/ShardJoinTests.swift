import Foundation
import Grading
import Reports
import Testing
import TutorSupport
import TutorTestSupport

/// `merge`'s rules: verified shards join only when they are one class's shards — one split, one
/// build, every slice once — and the joined report can be joined again.
@Suite struct ShardJoinTests {
  /// Shard `index` of `count` (``ReportSealTests/shard(_:of:build:)``) read back from `path`.
  static func opened(_ index: Int, of count: Int, build: String = "judge-2;sha256:test")
    throws -> SealedShard
  {
    try opened(ReportSealTests.shard(index, of: count, build: build), as: "shard-\(index).json")
  }

  static func opened(_ report: BatchReport, as path: String) throws -> SealedShard {
    try ShardMerge.open(Data(JSONReporter.render(report).utf8), path: path, key: .forTests)
  }

  @Test func allShardsJoinIntoOneReportHoldingAll() throws {
    let joined = try ShardMerge.join(
      [Self.opened(3, of: 3), Self.opened(1, of: 3), Self.opened(2, of: 3)], allowPartial: false)
    #expect(joined.missing.isEmpty)
    #expect(joined.report.shards == ShardCoverage(count: 3, included: [1, 2, 3]))
    #expect(joined.report.build == "judge-2;sha256:test")
    #expect(joined.report.summary.total == 6 && joined.report.summary.pass == 3)
    #expect(
      joined.report.results.map { $0.student ?? "" } == [
        "ann1", "ann2", "ann3", "bob1", "bob2", "bob3",
      ])
  }

  /// Shards graded against two courses, or from two class folders, are not one class's.
  @Test func shardsOfAnotherCourseOrFolderAreRefusedInBothLanguages() throws {
    func shard(_ index: Int, course: String, submissions: String) throws -> SealedShard {
      var report = BatchReport(results: [
        GradeResult(exercise: "team-score", student: "s\(index)", status: .pass, tests: [])
      ])
      report.course = course
      report.submissions = submissions
      return try Self.opened(
        try report.sealed(
          shards: ShardCoverage(count: 2, included: [index]), build: "b", key: .forTests),
        as: "shard-\(index).json")
    }
    let course = MergeProblem.otherCourse(path: "shard-2.json", first: "shard-1.json")
    #expect(throws: course) {
      try ShardMerge.join(
        [
          shard(1, course: "sha256:a", submissions: "x"),
          shard(2, course: "sha256:b", submissions: "x"),
        ],
        allowPartial: false)
    }
    #expect(
      course.message.text(.en).hasPrefix(
        "shard-2.json was graded against another version of the course than shard-1.json"))
    #expect(course.message.text(.zhHans).hasPrefix("shard-2.json 所依据的课程版本和 shard-1.json 不同"))
    let folder = MergeProblem.otherSubmissions(path: "shard-2.json", first: "shard-1.json")
    #expect(throws: folder) {
      try ShardMerge.join(
        [
          shard(1, course: "sha256:a", submissions: "x"),
          shard(2, course: "sha256:a", submissions: "y"),
        ],
        allowPartial: false)
    }
    #expect(folder.message.text(.zhHans).hasPrefix("shard-2.json 评分的提交和 shard-1.json 不是同一批"))
    let joined = try ShardMerge.join(
      [
        shard(1, course: "sha256:a", submissions: "x"),
        shard(2, course: "sha256:a", submissions: "x"),
      ],
      allowPartial: false)
    #expect(joined.report.course == "sha256:a" && joined.report.submissions == "x")
  }

  @Test func aMissingShardIsNamed() throws {
    let problem = MergeProblem.missing(indices: [2], count: 3)
    #expect(throws: problem) {
      try ShardMerge.join([Self.opened(1, of: 3), Self.opened(3, of: 3)], allowPartial: false)
    }
    #expect(problem.message.text(.en).hasPrefix("shard 2/3 is missing"))
    #expect(problem.message.text(.zhHans).hasPrefix("缺少分片 2/3"))
    let two = MergeProblem.missing(indices: [2, 4, 5], count: 5)
    #expect(two.message.text(.en).hasPrefix("shards 2/5, 4/5, 5/5 are missing"))
    #expect(two.message.text(.zhHans).hasPrefix("缺少分片 2/5、4/5、5/5"))
  }

  /// `--allow-partial`: the report says which slices it holds, and joins the rest later.
  @Test func aPartialJoinHoldsWhatItHasAndCompletesLater() throws {
    let partial = try ShardMerge.join(
      [Self.opened(1, of: 3), Self.opened(3, of: 3)], allowPartial: true)
    #expect(partial.missing == [2])
    #expect(partial.report.shards == ShardCoverage(count: 3, included: [1, 3]))
    let sealed = try partial.report.sealed(
      shards: ShardCoverage(count: 3, included: [1, 3]), build: "judge-2;sha256:test",
      key: .forTests)
    let whole = try ShardMerge.join(
      [Self.opened(sealed, as: "partial.json"), Self.opened(2, of: 3)], allowPartial: false)
    #expect(whole.report.shards == ShardCoverage(count: 3, included: [1, 2, 3]))
    #expect(whole.report.summary.total == 6)
  }

  @Test func aShardGivenTwiceIsRefusedEvenWhenPartial() throws {
    for allowPartial in [false, true] {
      #expect(
        throws: MergeProblem.duplicate(
          index: 1, count: 2, path: "shard-1.json", other: "shard-1.json")
      ) {
        try ShardMerge.join(
          [Self.opened(1, of: 2), Self.opened(1, of: 2)], allowPartial: allowPartial)
      }
    }
  }

  @Test func shardsOfAnotherSplitAreRefused() throws {
    #expect(
      throws: MergeProblem.otherCount(
        path: "shard-2.json", count: 3, first: "shard-1.json", firstCount: 2)
    ) {
      try ShardMerge.join([Self.opened(1, of: 2), Self.opened(2, of: 3)], allowPartial: true)
    }
  }

  @Test func shardsOfAnotherBuildAreRefused() throws {
    #expect(
      throws: MergeProblem.otherBuild(
        path: "shard-2.json", build: "judge-2;sha256:newer", first: "shard-1.json",
        firstBuild: "judge-2;sha256:test")
    ) {
      try ShardMerge.join(
        [Self.opened(1, of: 2), Self.opened(2, of: 2, build: "judge-2;sha256:newer")],
        allowPartial: true)
    }
  }

  /// Two gradings of different folders may put one submission in two slices.
  @Test func oneSubmissionInTwoShardsIsRefused() throws {
    let first = try ReportSealTests.shard(1, of: 2)
    let again = try BatchReport(results: first.results).sealed(
      shards: ShardCoverage(count: 2, included: [2]), build: "judge-2;sha256:test",
      key: .forTests)
    #expect(
      throws: MergeProblem.sameSubmission(
        submission: "ann1/team-score", path: "again.json", other: "first.json")
    ) {
      try ShardMerge.join(
        [Self.opened(first, as: "first.json"), Self.opened(again, as: "again.json")],
        allowPartial: false)
    }
  }

  /// A file name is the student's doing when a glob picks it: shown, not obeyed.
  @Test func aHostileFileNameIsShownAsPictures() {
    let name = "shard-\u{1B}[2K\u{1B}[32mPASS\r\u{202E}.json"
    let text = MergeProblem.edited(path: name).message.text(.en)
    #expect(!text.contains("\u{1B}") && !text.contains("\r") && !text.contains("\u{202E}"))
    #expect(text.hasPrefix("shard-␛[2K␛[32mPASS␍<U+202E>.json: changed after"), "\(text)")
  }
}
