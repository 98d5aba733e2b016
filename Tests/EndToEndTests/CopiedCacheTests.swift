import Foundation
import Testing
import TutorTestSupport

/// A module cache copied to another folder (a teacher's copy, a CI job unpacking at another
/// path): its clang modules record the folder they were built in, and every student got
/// `ERROR 0/0 — did not compile: precompiled file … was compiled with module cache path …`,
/// with exit 0, from then on.
@Suite(.tags(.toolchain, .jail)) struct CopiedCacheTests {
  @Test func aCopiedCacheIsMadeToWorkWhereItIs() throws {
    let built = try HostileClassTests.builtModuleCache()
    let toolchainFolder = built.deletingLastPathComponent()
    let root = try TestPaths.makeTemporaryFolder("copied-cache")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("swift-tutor/\(toolchainFolder.lastPathComponent)")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    for name in [built.lastPathComponent, "clang-modules"] {
      try FileManager.default.copyItem(
        at: toolchainFolder.appendingPathComponent(name), to: target.appendingPathComponent(name))
    }
    let solution = try CourseFiles.solution(of: "team-score")
    let run = try CourseFiles.tutor(
      ["check", "team-score", solution.path, "--lang", "en"],
      environment: ["XDG_CACHE_HOME": root.path, "CI": "1"])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(!run.stdout.contains("precompiled file"), "\(run.stdout)")
    let complete = try String(
      contentsOf: target.appendingPathComponent("\(built.lastPathComponent)/complete"),
      encoding: .utf8)
    #expect(complete == target.path, "the cache now names the folder it is in")
  }

  /// A student who makes the compiler quote that message (an `@available` message of their
  /// own) gets their own compile error: it is no tool failure, and the class's grade exits 0.
  @Test func aStudentCannotForgeTheCachesFailure() throws {
    let root = try TestPaths.makeTemporaryFolder("forged-cache-failure")
    defer { try? FileManager.default.removeItem(at: root) }
    let eve = root.appendingPathComponent("eve")
    try FileManager.default.createDirectory(at: eve, withIntermediateDirectories: true)
    try Data(
      ("struct Old { @available(*, unavailable, message: \"precompiled file /x was compiled with"
        + " module cache path /a\") static func f() {} }\n"
        + "func teamScore(_ s: [Int]) -> Int { Old.f(); return 0 }\n").utf8
    ).write(to: eve.appendingPathComponent("team-score.swift"))
    let run = try CourseFiles.tutor(["grade", root.path, "--format", "json"])
    #expect(run.status == 0, "\(run.transcript)")
    let report = try ReportJSON.decode(run.stdout)
    #expect(report.results.map(\.status) == ["error"])
    #expect(!run.stdout.contains("tool_failure"), "\(run.stdout)")
  }
}
