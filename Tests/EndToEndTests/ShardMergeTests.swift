import Foundation
import Testing
import TutorTestSupport

/// `grade --shard K/N` and `merge` (SPEC §9): shards joined equal one unsharded run.
@Suite struct ShardMergeTests {
  @Test func twoShardsMergedEqualTheUnshardedReport() throws {
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
    let expected = try ReportJSON.withoutDurations(whole.stdout)
    let actual = try ReportJSON.withoutDurations(merged.stdout)
    #expect(actual == expected, "merged:\n\(merged.stdout)\nwhole:\n\(whole.stdout)")
  }

  @Test(arguments: [
    ("not-json.json", "this is not JSON"),
    ("not-a-report.json", "{\"version\": 3}"),
    ("check-result-inside.json", ShardMergeTests.report(version: 3, student: nil)),
    ("other-version.json", ShardMergeTests.report(version: 2, student: "ann")),
  ])
  func mergeOfABadFileExitsTwoNamingIt(name: String, content: String) throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    let good = folder.reportFile("good.json")
    try Data(
      "{\"version\":3,\"summary\":{\"total\":0,\"pass\":0,\"fail\":0,\"error\":0,\"duration_ms\":0},\"results\":[]}"
        .utf8
    ).write(to: good)
    let bad = folder.reportFile(name)
    try Data(content.utf8).write(to: bad)
    let run = try TutorBinary.run(["merge", good.path, bad.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains(name), "\(run.transcript)")
    #expect(run.stdout.isEmpty)
  }

  @Test func mergeOfOverlappingShardsExitsTwoNamingTheSubmission() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    let shard = folder.reportFile("shard.json")
    let result =
      "{\"version\":3,\"exercise\":\"team-score\",\"student\":\"ann\",\"status\":\"pass\","
      + "\"tests\":[],\"duration_ms\":1}"
    let report =
      "{\"version\":3,\"summary\":{\"total\":1,\"pass\":1,\"fail\":0,\"error\":0,"
      + "\"duration_ms\":1},\"results\":[\(result)]}"
    try Data(report.utf8).write(to: shard)
    let run = try TutorBinary.run(["merge", shard.path, shard.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains("ann/team-score"), "\(run.transcript)")
  }

  @Test func mergeOfAMissingFileExitsTwoNamingIt() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/shard-1.json"
    let run = try TutorBinary.run(["merge", missing])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains(missing), "\(run.transcript)")
  }

  /// A one-result report of `version` whose result has `student` (or none).
  static func report(version: Int, student: String?) -> String {
    let summary = #""summary": {"total": 1, "pass": 1, "fail": 0, "error": 0, "duration_ms": 0}"#
    let who = student.map { #", "student": "\#($0)""# } ?? ""
    let result =
      #"{"version": 3, "exercise": "team-score", "status": "pass", "tests": [], "duration_ms": 0"#
      + who + "}"
    return #"{"version": \#(version), \#(summary), "results": [\#(result)]}"#
  }
}
