import Foundation
import Grading
import Sandbox
import SwiftToolchain
import TutorSupport
import TutorTestSupport

/// A grader over the package's own runtime sources, jailed as `check` and `grade` are,
/// shared by the tests.
enum GraderFixture {
  static var cacheResult: Result<ModuleCache, any Error> { TestModules.cache }

  /// The jail every test grades in (``TestModules/jail``).
  static var jail: Result<Jail, any Error> { TestModules.jail }

  static let fixtures = TestPaths.packageRoot.appendingPathComponent(
    "Tests/GradingTests/Fixtures")

  static func fixture(_ path: String) -> String {
    (try? String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  static var teamScore: ExerciseSpec {
    ExerciseSpec(
      id: "team-score", judging: .checks(probes: fixture("team-score/checks.swift")),
      solutionSource: fixture("team-score/solution.swift"))
  }

  /// A jailed grader with `limits` and `cap`, its scratch folders in `scratch`.
  static func grader(limits: SandboxLimits = quickLimits, cap: RunCap = .current(), scratch: URL)
    throws -> Grader
  {
    var grader = Grader(
      cache: try cacheResult.get(),
      sandbox: Sandbox(limits: limits, confinement: .jail(try jail.get()), cap: cap),
      key: .forTests)
    grader.scratchRoot = scratch
    return grader
  }

  /// Grades a fixture submission with short limits in a private scratch root,
  /// returning the result and what was left in the scratch root afterwards.
  static func grade(
    _ submission: String, exercise: ExerciseSpec = teamScore, limits: SandboxLimits = quickLimits,
    cap: RunCap = .current()
  ) throws -> (GradeResult, leftovers: [String]) {
    try grade(
      source: fixture("team-score/submissions/\(submission)"), named: submission,
      exercise: exercise, limits: limits, cap: cap)
  }

  /// Grades `source` (named `name`) like ``grade(_:exercise:limits:)``, the report in `language`.
  static func grade(
    source: String, named name: String, exercise: ExerciseSpec = teamScore,
    limits: SandboxLimits = quickLimits, cap: RunCap = .current(), language: Language = .en
  ) throws -> (GradeResult, leftovers: [String]) {
    let scratch = try TestPaths.makeTemporaryFolder("grade")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let grader = try grader(limits: limits, cap: cap, scratch: scratch)
    let result = try grader.grade(
      source: source, fileName: name, exercise: exercise, language: language)
    let files = TestPaths.contents(of: scratch)
    return (result, files + processes(matching: scratch.path))
  }

  /// Command lines of running processes containing `text`.
  static func processes(matching text: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.filter { Int($0) != nil && Int32($0) != getpid() }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return nil
      }
      let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
      return line.contains(text) ? "process: \(line)" : nil
    }
  }

  static var quickLimits: SandboxLimits { TestModules.quickLimits }
}
