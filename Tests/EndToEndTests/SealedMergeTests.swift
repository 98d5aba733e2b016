import Foundation
import Testing
import TutorTestSupport

/// `merge` takes only what `grade` wrote (the README's "For CI"), tried the way a student who
/// can edit any file in the repository and read the CI log would: an edited shard, a forged
/// one, a shard left out or given twice, a shard sealed with another key — each refused with
/// exit 2 naming the file, and nothing written.
@Suite(.tags(.toolchain, .jail)) struct SealedMergeTests {
  /// A shard graded before a student was added, joined with one graded after: the class
  /// folders differ, so the reports do not add up to one class.
  @Test func shardsOfTwoSetsOfSubmissionsAreRefused() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let before = try ShardRun.grade(folder, 1, of: 2)
    try folder.add("eve", "team-score", text: "let\n")
    let after = try ShardRun.grade(folder, 2, of: 2)
    let run = try ShardRun.merge([before.path, after.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(
      run.stderr.contains("\(after.path) was graded from another set of submissions than"),
      "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// A shard graded against a course whose solution a student replaced, joined with one graded
  /// against the teacher's: the course digests differ, and the teacher's is the one to trust.
  @Test func shardsOfTwoVersionsOfTheCourseAreRefused() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let course = try TestPaths.makeTemporaryFolder("tampered-course")
    defer { try? FileManager.default.removeItem(at: course) }
    try CIRecipeRun.copy(TutorBinary.lessons, into: course)
    let solution = try CourseFiles.solution(of: "team-score").path.replacing(
      TutorBinary.lessons.path, with: course.path)
    try Data("func teamScore(_ scores: [Int]) -> Int { scores.count }\n".utf8).write(
      to: URL(fileURLWithPath: solution))
    let teachers = try ShardRun.grade(folder, 1, of: 2)
    let tampered = try ShardRun.grade(folder, 2, of: 2, lessons: course)
    let run = try ShardRun.merge([teachers.path, tampered.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(
      run.stderr.contains("\(tampered.path) was graded against another version of the course"),
      "\(run.stderr)")
  }

  @Test func anEditedShardIsRefusedNamingIt() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let shards = try [1, 2].map { try ShardRun.grade(folder, $0, of: 2) }
    let edited = try #require(shards.first { (try? ShardRun.passEveryFail(in: $0)) == 1 })
    let output = folder.reportFile("results.json")
    let run = try ShardRun.merge(ShardRun.paths(shards) + ["--output", output.path])
    #expect(run.status == 2, "\(run.transcript)")
    #expect(run.stderr.contains("\(edited.path): changed after `grade` wrote it"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing merged")
    let partial = try ShardRun.merge(ShardRun.paths(shards) + ["--allow-partial"])
    #expect(partial.status == 2 && partial.stdout.isEmpty, "\(partial.transcript)")
  }

  /// A report written by hand: every result a pass, the key's public id copied from a real
  /// report, a seal made up.
  @Test func aForgedShardIsRefused() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let real = try ShardRun.grade(folder, 1, of: 1)
    let forged = folder.reportFile("shard-forged.json")
    try FileManager.default.copyItem(at: real, to: forged)
    try ShardRun.edit(forged) { object in
      let results = object["results"] as? [[String: Any]] ?? []
      object["results"] = results.map { result in
        var result = result
        result["status"] = "pass"
        result["tests"] = [["name": "all", "status": "pass", "test_code": ""]]
        return result
      }
      object["summary"] = [
        "total": results.count, "pass": results.count, "fail": 0, "error": 0, "duration_ms": 0,
      ]
      object["seal"] = String(repeating: "0", count: 64)
    }
    let run = try ShardRun.merge([forged.path])
    #expect(run.status == 2 && run.stdout.isEmpty, "\(run.transcript)")
    #expect(run.stderr.contains("shard-forged.json: changed after"), "\(run.stderr)")
  }

  @Test func aMissingShardIsNamedAndAllowPartialSaysWhich() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let first = try ShardRun.grade(folder, 1, of: 3)
    let third = try ShardRun.grade(folder, 3, of: 3)
    let run = try ShardRun.merge([first.path, third.path])
    #expect(run.status == 2 && run.stdout.isEmpty, "\(run.transcript)")
    #expect(run.stderr.contains("shard 2/3 is missing"), "\(run.stderr)")

    let partial = try ShardRun.merge([first.path, third.path, "--allow-partial"])
    #expect(partial.status == 0, "\(partial.transcript)")
    #expect(partial.stderr.contains("merged without shard 2/3"), "\(partial.stderr)")
    let report = try ReportJSON.decode(partial.stdout)
    #expect(report.shards == .init(count: 3, included: [1, 3]))
    #expect(report.summary.total == 3, "5 submissions in 3 slices: 2 + 2 + 1")

    let held = folder.reportFile("partial.json")
    try Data(partial.stdout.utf8).write(to: held)
    let second = try ShardRun.grade(folder, 2, of: 3)
    let whole = try ShardRun.merge([held.path, second.path])
    #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.transcript)")
    #expect(try ReportJSON.decode(whole.stdout).summary.total == 5)
  }

  @Test func aShardGivenTwiceIsRefused() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let first = try ShardRun.grade(folder, 1, of: 2)
    let copy = folder.reportFile("copy-of-1.json")
    try FileManager.default.copyItem(at: first, to: copy)
    let second = try ShardRun.grade(folder, 2, of: 2)
    let run = try ShardRun.merge([first.path, second.path, copy.path, "--allow-partial"])
    #expect(run.status == 2 && run.stdout.isEmpty, "\(run.transcript)")
    #expect(
      run.stderr.contains("shard 1/2 is given twice: \(copy.path) and \(first.path)"),
      "\(run.stderr)")
  }

  /// `merge` verifies with the secret `grade` had, from the environment or a file; a report
  /// sealed under another secret (another course's, or a machine's own key) is refused.
  @Test func aShardSealedWithAnotherKeyIsRefused() throws {
    let folder = try SubmissionFolder.mixed()
    defer { folder.remove() }
    let secret = "swift-tutor end-to-end course secret"
    let shard = try ShardRun.grade(
      folder, 1, of: 1, environment: ["SWIFT_TUTOR_SECRET": secret])
    let other = try ShardRun.merge(
      [shard.path], environment: ["SWIFT_TUTOR_SECRET": "another course's secret, long enough"])
    #expect(other.status == 2 && other.stdout.isEmpty, "\(other.transcript)")
    #expect(other.stderr.contains("sealed with another grading key"), "\(other.stderr)")
    #expect(other.stderr.contains("$SWIFT_TUTOR_SECRET"), "says where its key came from")
    #expect(!other.stderr.contains(secret), "never prints a secret")

    let same = try ShardRun.merge([shard.path], environment: ["SWIFT_TUTOR_SECRET": secret])
    #expect(same.status == 0, "\(same.transcript)")
    let secretFile = folder.reportFile("secret")
    try Data((secret + "\n").utf8).write(to: secretFile)
    let fromFile = try ShardRun.merge([shard.path, "--secret-file", secretFile.path])
    #expect(fromFile.status == 0, "\(fromFile.transcript)")
    #expect(fromFile.stdout == same.stdout)
  }

  /// The build is the executable's bytes: a copy of the same build (another inode and time, as
  /// on another CI runner) joins, an executable changed by one byte does not.
  @Test func shardsOfAnotherBuildAreRefusedButACopyOfTheSameBuildJoins() throws {
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", copying: CourseFiles.solution(of: "team-score"))
    try folder.addAttempt("bob", "team-score")
    let builds = try TestPaths.makeTemporaryFolder("builds")
    defer { try? FileManager.default.removeItem(at: builds) }
    let copy = builds.appendingPathComponent("copy/swift-tutor")
    let changed = builds.appendingPathComponent("changed/swift-tutor")
    for binary in [copy, changed] {
      try FileManager.default.createDirectory(
        at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: TutorBinary.executable, to: binary)
    }
    let handle = try FileHandle(forWritingTo: changed)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    let first = try ShardRun.grade(folder, 1, of: 2)
    let copied = try ShardRun.grade(folder, 2, of: 2, named: "copy-2.json", binary: copy)
    let other = try ShardRun.grade(folder, 2, of: 2, named: "changed-2.json", binary: changed)
    let same = try ShardRun.merge([first.path, copied.path])
    #expect(same.status == 0, "\(same.transcript)")
    let run = try ShardRun.merge([first.path, other.path])
    #expect(run.status == 2 && run.stdout.isEmpty, "\(run.transcript)")
    #expect(
      run.stderr.contains("\(other.path) was graded by another swift-tutor build"),
      "\(run.stderr)")
  }
}
