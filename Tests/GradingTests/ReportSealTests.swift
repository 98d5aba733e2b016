import Foundation
import Grading
import Reports
import SwiftToolchain
import Testing
import TutorSupport
import TutorTestSupport

/// The seal on `grade`'s JSON report: a report read back as written verifies, whatever its
/// layout; any change to what it says does not, nor a report sealed with another key.
@Suite struct ReportSealTests {
  static let otherKey = GradingKey(
    secret: Data("another course's grading secret".utf8), origin: .environment)

  /// Two students, one failing, sealed as shard `index` of `count` by the tests' key.
  static func shard(_ index: Int, of count: Int, build: String = "judge-2;sha256:test") throws
    -> BatchReport
  {
    var ann = GradeResult(
      exercise: "team-score", student: "ann\(index)", status: .pass,
      tests: [TestResult(name: "sums", status: .pass)], durationMs: 12)
    ann.seed = SeedRecord(key: GradingKey.forTests.id, seed: 42)
    let bob = GradeResult(
      exercise: "team-score", student: "bob\(index)", status: .fail,
      tests: [TestResult(name: "sums", status: .fail, message: "expected 3, got 2")])
    return try BatchReport(results: [ann, bob]).sealed(
      shards: ShardCoverage(count: count, included: [index]), build: build,
      key: GradingKey.forTests)
  }

  /// `report` as `grade` writes it, then changed by `edit` on its JSON object, and read back.
  static func edited(_ report: BatchReport, _ edit: (inout [String: Any]) -> Void) throws
    -> BatchReport
  {
    let data = Data(JSONReporter.render(report).utf8)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&object)
    let changed = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
    return try JSONReporter.decodeBatch(changed, path: "shard.json")
  }

  @Test func aReportReadBackAsWrittenVerifiesInAnyLayout() throws {
    let report = try Self.shard(1, of: 2)
    let written = Data(JSONReporter.render(report).utf8)
    let read = try JSONReporter.decodeBatch(written, path: "shard-1.json")
    try read.verifySeal(key: .forTests, path: "shard-1.json")
    #expect(read.shards == ShardCoverage(count: 2, included: [1]))
    #expect(read.key == GradingKey.forTests.id && read.build == "judge-2;sha256:test")
    #expect(read.seal?.count == 64)
    let compact = try Self.edited(report) { _ in }
    try compact.verifySeal(key: .forTests, path: "shard-1.json")
  }

  /// Every field a forger would touch, and some they would not, each breaks the seal.
  @Test(arguments: [
    "a fail turned into a pass", "a summary that counts one more pass", "another shard number",
    "another build", "a result dropped", "a faster duration", "another seed", "a check renamed",
  ])
  func anyEditBreaksTheSeal(_ edit: String) throws {
    let report = try Self.shard(1, of: 2)
    let changed = try Self.edited(report) { object in
      var results = object["results"] as? [[String: Any]] ?? []
      var summary = object["summary"] as? [String: Any] ?? [:]
      switch edit {
      case "a fail turned into a pass": results[1]["status"] = "pass"
      case "a summary that counts one more pass": summary["pass"] = 2
      case "another shard number": object["shards"] = ["count": 2, "included": [2]]
      case "another build": object["build"] = "judge-2;sha256:other"
      case "a result dropped": results.removeLast()
      case "a faster duration": results[0]["duration_ms"] = 1
      case "another seed": results[0]["seed"] = ["key": GradingKey.forTests.id, "value": "1"]
      default: results[1]["tests"] = [["name": "renamed", "status": "fail", "test_code": ""]]
      }
      object["results"] = results
      object["summary"] = summary
    }
    #expect(throws: MergeProblem.edited(path: "shard.json")) {
      try changed.verifySeal(key: .forTests, path: "shard.json")
    }
  }

  @Test func aSealFromAnotherReportDoesNotFit() throws {
    let first = try Self.shard(1, of: 2)
    let second = try Self.shard(2, of: 2)
    let swapped = try Self.edited(first) { $0["seal"] = second.seal }
    #expect(throws: MergeProblem.edited(path: "shard.json")) {
      try swapped.verifySeal(key: .forTests, path: "shard.json")
    }
  }

  @Test func aReportWithoutItsSealOrRecordsIsUnsealed() throws {
    let report = try Self.shard(1, of: 1)
    for field in ["seal", "key", "shards", "build"] {
      let stripped = try Self.edited(report) { $0[field] = nil }
      #expect(throws: MergeProblem.unsealed(path: "shard.json"), "without \(field)") {
        try stripped.verifySeal(key: .forTests, path: "shard.json")
      }
    }
    #expect(throws: MergeProblem.unsealed(path: "old.json")) {
      try BatchReport(results: []).verifySeal(key: .forTests, path: "old.json")
    }
  }

  @Test func aReportSealedWithAnotherKeyIsRefusedNamingBothIDs() throws {
    let report = try BatchReport(results: []).sealed(shards: .whole, key: Self.otherKey)
    let expected = MergeProblem.otherKey(
      path: "shard.json", found: Self.otherKey.id, expected: GradingKey.forTests.id,
      origin: .environment)
    #expect(throws: expected) { try report.verifySeal(key: .forTests, path: "shard.json") }
    let text = expected.message.text(.en)
    #expect(text.contains(Self.otherKey.id) && text.contains("$SWIFT_TUTOR_SECRET"), "\(text)")
    #expect(expected.message.text(.zhHans).contains("另一个判分密钥"))
  }

  /// Claiming the merge's key id does not help: the seal still has to be that key's.
  @Test func aForgedSealUnderTheRightKeyIDIsAnEdit() throws {
    var report = try BatchReport(results: []).sealed(shards: .whole, key: Self.otherKey)
    report.key = GradingKey.forTests.id
    #expect(throws: MergeProblem.edited(path: "forged.json")) {
      try report.verifySeal(key: .forTests, path: "forged.json")
    }
  }

  /// A JSON key given twice (`"status": "fail", "status": "pass"`) cannot make `merge` verify
  /// one verdict and use another: whichever one the decoder keeps is the one the seal covers.
  @Test(arguments: [true, false])
  func aKeyGivenTwiceCannotSmuggleAVerdict(passFirst: Bool) throws {
    let report = try Self.shard(1, of: 1)
    let twice =
      passFirst
      ? #""status" : "pass", "status" : "fail","# : #""status" : "fail", "status" : "pass","#
    let text = JSONReporter.render(report).replacingOccurrences(
      of: #""status" : "fail","#, with: twice)
    #expect(text.contains(twice))
    let read = try JSONReporter.decodeBatch(Data(text.utf8), path: "twice.json")
    do {
      try read.verifySeal(key: .forTests, path: "twice.json")
      #expect(read.results == report.results, "verified, so it says what grade wrote")
    } catch let problem as MergeProblem {
      #expect(problem == .edited(path: "twice.json"))
    }
  }
}
