import Foundation
import LessonKit
import Testing

@testable import Grading

/// Every kind of the registry has its judge, and a course's exercise of each kind is judged by
/// it: a kind added to `ExerciseKinds.all` without its `JudgedKind` half fails here, by name.
@Suite struct KindRegistryTests {
  @Test func everyRegisteredKindHasAJudge() {
    for kind in ExerciseKinds.all {
      #expect(kind is any JudgedKind, "\(kind.name) has no JudgedKind conformance in Grading")
    }
    #expect(ExerciseKind.allCases.map(\.rawValue) == ExerciseKinds.all.map(\.name))
  }

  @Test func eachKindReadsItsOwnFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kind-registry-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let checks = folder.appendingPathComponent("checks.swift")
    let expected = folder.appendingPathComponent("expected-output.txt")
    try "let checks = Checks {}\n".write(to: checks, atomically: true, encoding: .utf8)
    try "Hello\n".write(to: expected, atomically: true, encoding: .utf8)
    let exercise = { (kind: ExerciseKind, files: [String: URL]) in
      Exercise(
        id: "x", kind: kind, uses: [], forbid: [], require: [], limits: ExerciseLimits(),
        difficulty: 1,
        files: ExerciseFiles(
          folder: folder, manifest: folder.appendingPathComponent("exercise.yaml"),
          starter: folder.appendingPathComponent("starter.swift"),
          solution: folder.appendingPathComponent("solution.swift"), judgedBy: files),
        tasks: [:])
    }
    let byChecks = try Judging(exercise(.checks, ["checks.swift": checks]))
    #expect(byChecks == .checks(probes: "let checks = Checks {}\n"))
    #expect(byChecks.checksFile == "let checks = Checks {}\n")
    let byOutput = try Judging(exercise(.output, ["expected-output.txt": expected]))
    #expect(byOutput == .output(expected: "Hello\n"))
    #expect(byOutput.checksFile == nil && byOutput != .output(expected: nil))
  }
}
