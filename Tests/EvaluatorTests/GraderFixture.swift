import Evaluator
import Foundation
import TutorTestSupport

/// A grader over the package's own runtime sources, shared by the tests.
enum GraderFixture {
  static let cacheResult = Result { () throws -> ModuleCache in
    let toolchain = try Toolchain.discover()
    let home = TutorHome(url: TestPaths.packageRoot)
    return try ModuleCache.prepare(toolchain: toolchain, home: home)
  }

  static let fixtures = TestPaths.packageRoot.appendingPathComponent(
    "Tests/EvaluatorTests/Fixtures")

  static var teamScore: ExerciseSpec {
    ExerciseSpec(
      id: "team-score", kind: .checks,
      checksFile: fixtures.appendingPathComponent("team-score/checks.swift"))
  }

  /// Grades a fixture submission with short limits in a private scratch root,
  /// returning the result and what was left in the scratch root afterwards.
  static func grade(
    _ submission: String, exercise: ExerciseSpec = teamScore, limits: SandboxLimits = quickLimits,
    mode: IsolationMode = .current
  ) throws -> (GradeResult, leftovers: [String]) {
    let cache = try cacheResult.get()
    let file = fixtures.appendingPathComponent("team-score/submissions/\(submission)")
    let source = try String(contentsOf: file, encoding: .utf8)
    let scratch = try TestPaths.makeTemporaryFolder("grade")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var grader = Grader(cache: cache, sandbox: Sandbox(limits: limits, mode: mode))
    grader.scratchRoot = scratch
    let result = try grader.grade(source: source, fileName: submission, exercise: exercise)
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

  static var quickLimits: SandboxLimits {
    var limits = SandboxLimits()
    limits.cpuSeconds = 2
    limits.wallSeconds = 4
    return limits
  }
}
