import Foundation
import Testing
import TutorTestSupport

/// `grade --shard K/N` and `merge` (the README's "For CI"): shards joined equal one unsharded
/// run, and the joined report is sealed like a shard, so it can be joined again.
@Suite struct ShardMergeTests {
  @Test(.tags(.toolchain, .jail)) func twoShardsMergedEqualTheUnshardedReport() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let whole = try CourseFiles.tutor(["grade", folder.url.path, "--format", "json", "--no-cache"])
    #expect(whole.status == 0, "\(whole.transcript)")
    #expect(try ReportJSON.decode(whole.stdout).summary.total == 5)
    var shardFiles: [String] = []
    var shardSizes: [Int] = []
    for index in 1...2 {
      let file = folder.reportFile("shard-\(index).json")
      let run = try CourseFiles.tutor([
        "grade", folder.url.path, "--shard", "\(index)/2", "--format", "json",
        "--output", file.path,
      ])
      #expect(run.status == 0, "\(run.transcript)")
      shardFiles.append(file.path)
      shardSizes.append(
        try ReportJSON.decode(String(contentsOf: file, encoding: .utf8)).results.count)
    }
    #expect(shardSizes.sorted() == [2, 3], "5 submissions split into 3 + 2")
    let merged = try TutorBinary.run(["merge"] + shardFiles)
    #expect(merged.status == 0, "\(merged.transcript)")
    let records: Set<String> = ["shards", "seal"]
    let expected = try ReportJSON.withoutDurations(whole.stdout, dropping: records)
    let actual = try ReportJSON.withoutDurations(merged.stdout, dropping: records)
    #expect(actual == expected, "merged:\n\(merged.stdout)\nwhole:\n\(whole.stdout)")
    let wholeReport = try ReportJSON.decode(whole.stdout)
    let mergedReport = try ReportJSON.decode(merged.stdout)
    #expect(wholeReport.shards == .init(count: 1, included: [1]))
    #expect(mergedReport.shards == .init(count: 2, included: [1, 2]))
    #expect(mergedReport.key == wholeReport.key && mergedReport.build == wholeReport.build)
    #expect(mergedReport.seal?.count == 64 && mergedReport.seal != wholeReport.seal)

    let mergedFile = folder.reportFile("merged.json")
    try Data(merged.stdout.utf8).write(to: mergedFile)
    let again = try TutorBinary.run(["merge", mergedFile.path])
    #expect(again.status == 0, "a merged report merges again: \(again.transcript)")
    #expect(again.stdout == merged.stdout)
    let junit = try TutorBinary.run(["merge", mergedFile.path, "--format", "junit"])
    #expect(junit.status == 0, "\(junit.transcript)")
    #expect(try JUnitDocument(junit.stdout).suites.count == 5)
  }

  /// A file that is not a sealed report of `grade` is refused after a good one, by name.
  @Test(
    .tags(.toolchain, .jail),
    arguments: [
      ("not-json.json", "this is not JSON"),
      ("not-a-report.json", "{\"version\": 3}"),
      ("check-result-inside.json", ShardMergeTests.report(version: 3, student: nil)),
      ("other-version.json", ShardMergeTests.report(version: 2, student: "ann")),
      ("unsealed.json", ShardMergeTests.report(version: 3, student: "ann")),
    ])
  func mergeOfABadFileExitsTwoNamingIt(name: String, content: String) throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", text: "let\n")  // quick to grade: it does not compile
    let good = try ShardRun.grade(folder, 1, of: 2, named: "good.json")
    let bad = folder.reportFile(name)
    try Data(content.utf8).write(to: bad)
    let run = try TutorBinary.run(["merge", good.path, bad.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains(name), "\(run.transcript)")
    #expect(run.stdout.isEmpty)
  }

  @Test func mergeOfAMissingFileExitsTwoNamingIt() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/shard-1.json"
    let run = try TutorBinary.run(["merge", missing])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains(missing), "\(run.transcript)")
  }

  /// A one-result report of `version` whose result has `student` (or none), unsealed.
  static func report(version: Int, student: String?) -> String {
    let summary = #""summary": {"total": 1, "pass": 1, "fail": 0, "error": 0, "duration_ms": 0}"#
    let who = student.map { #", "student": "\#($0)""# } ?? ""
    let result =
      #"{"version": 3, "exercise": "team-score", "status": "pass", "tests": [], "duration_ms": 0"#
      + who + "}"
    return #"{"version": \#(version), \#(summary), "results": [\#(result)]}"#
  }
}
