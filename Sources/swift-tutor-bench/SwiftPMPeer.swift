import Foundation
import Grading
import LessonKit
import SwiftToolchain

/// The same submission graded the way Exercism's Swift test runner does.
///
/// A throwaway SwiftPM package per submission (the sample libraries as sources, the
/// student's file as a library, the checks as a test target), then a fresh `swift test`.
/// Offline: the package has no dependencies.
struct SwiftPMPeer {
  let context: BenchContext
  let exerciseID: String

  /// Median seconds of `swift test` on a fresh package, over `runs` packages.
  func measure(runs: Int) throws -> Double {
    let exercise = try context.exercise(exerciseID)
    guard let checks = exercise.files.checks else {
      throw BenchError("\(exerciseID) has no checks.swift")
    }
    let swift = context.modules.toolchain.swiftc.deletingLastPathComponent()
      .appendingPathComponent("swift")
    var times: [Double] = []
    for _ in 0..<runs {
      let package = try context.folder("swiftpm-peer")
      try write(package: package, solution: exercise.files.solution, checks: checks)
      // SwiftPM leaves lock files in $TMPDIR: keep them in the scratch folder.
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = try context.folder("swiftpm-tmp").path
      let run = try Spawn.run(
        swift.path, ["test", "--package-path", package.path], environment: environment)
      guard run.succeeded else {
        throw BenchError("`swift test` of the peer package failed:\n\(run.output.suffix(2000))")
      }
      times.append(run.seconds)
      try? FileManager.default.removeItem(at: package)
    }
    return median(times)
  }

  private func write(package: URL, solution: URL, checks: URL) throws {
    let manager = FileManager.default
    for module in ModuleCache.modules {
      let target = package.appendingPathComponent("Sources/\(module)")
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: context.home.sources(of: module), to: target)
    }
    let student = try String(contentsOf: solution, encoding: .utf8)
    try put("import MealKit; import Shapes\n" + student, "Sources/Submission/Submission.swift")
    let checkText = try String(contentsOf: checks, encoding: .utf8)
    try put("@testable import Submission\n" + checkText, "Tests/SubmissionTests/checks.swift")
    try put(Self.testCase, "Tests/SubmissionTests/ChecksTests.swift")
    try put(Self.manifest, "Package.swift")

    func put(_ text: String, _ path: String) throws {
      let file = package.appendingPathComponent(path)
      try manager.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  /// The sample libraries' module names, each in quotes (for the manifest below).
  private static let samples = ModuleCache.sampleModules.map { "\"\($0)\"" }

  private static let manifest = """
    // swift-tools-version:6.1
    import PackageDescription

    let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
    let package = Package(
      name: "Submission",
      targets: [
        \(samples.map { ".target(name: \($0))," }.joined(separator: " "))
        .target(name: "PlaygroundRuntime"),
        .target(name: "TutorChecks", dependencies: ["PlaygroundRuntime"]),
        .target(
          name: "Submission", dependencies: [\(samples.joined(separator: ", "))],
          swiftSettings: v5),
        .testTarget(
          name: "SubmissionTests",
          dependencies: ["Submission", "TutorChecks", \(samples.joined(separator: ", "))],
          swiftSettings: v5),
      ]
    )

    """

  private static let testCase = """
    import XCTest
    @testable import TutorChecks

    final class ChecksTests: XCTestCase {
      func testEveryCheck() {
        for check in checks.all {
          do { try check.body() } catch { XCTFail("\\(check.name): \\(error)") }
        }
      }
    }

    """
}
