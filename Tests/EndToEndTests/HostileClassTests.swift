import Foundation
import Testing
import TutorTestSupport

/// The hostile class graded for real, as root and as an ordinary user (`nobody`): no wrong
/// answer passes, nothing leaks, no peer's file or cache changes, nothing is left behind.
@Suite(.serialized) struct HostileClassTests {
  @Test(arguments: [false, true]) func noWrongAnswerPassesAndNothingEscapes(asNobody: Bool)
    throws
  {
    let hostile = try HostileClass()
    defer { hostile.remove() }
    try hostile.seedCache(from: try Self.builtModuleCache())
    if asNobody { try hostile.giveToNobody() }
    // The grader itself adds references, verdicts and the compiler's clang modules; the
    // prebuilt sample modules every later grading links must be exactly as they were.
    let modules = { Self.listing(hostile.cache).filter { $0.contains("/modules-") } }
    let cacheBefore = modules()
    #expect(!cacheBefore.isEmpty)
    let run = try hostile.grade(asNobody: asNobody)
    #expect(run.status == 0, "\(run.stderr)")
    let report = try ReportJSON.decode(run.stdout)
    for result in report.results {
      let student = result.student ?? "?"
      let passes = HostileClass.expectedPasses.contains(student)
      #expect(
        (result.status == "pass") == passes, "\(student): \(result.status) \(result.message ?? "")")
      #expect(result.tests.allSatisfy { !$0.testCode.isEmpty } || result.tests.isEmpty)
    }
    #expect(report.results.count == TestPaths.contents(of: hostile.submissions).count)
    for (student, exercise, _) in HostileClass.courseAttacks {
      #expect(report.result(student, exercise)?.status == "fail", "\(student)/\(exercise)")
    }
    if asNobody {
      let locked = report.results.first { $0.student == "locked" }
      #expect(locked?.status == "error")
      #expect(locked?.message == "cannot read locked/: permission denied")
    }
    let escape = try #require(report.result("escape", "team-score"))
    let said = escape.output ?? ""
    #expect(said.contains("read peer: denied") && !said.contains("OPEN"), "\(said)")
    #expect(said.contains("uid: 65534"))
    #expect(try String(contentsOf: hostile.peerFile, encoding: .utf8) == HostileClass.peerText)
    #expect(modules() == cacheBefore, "the module cache changed")
    #expect(
      !Self.listing(hostile.cache).contains { $0.hasPrefix("escape") || $0.contains("/escape ") })
    #expect(TestPaths.contents(of: hostile.temporary).isEmpty, "left in TMPDIR")
    for path in ["/escape", "/var/tmp/escape"] {
      #expect(!FileManager.default.fileExists(atPath: path))
    }
    #expect(Self.processes(containing: hostile.root.path).isEmpty)
  }

  @Test func withoutAJailCheckRefusesAndSaysHowToFixIt() throws {
    let solution = try CourseFiles.solution(of: "team-score")
    let refused = try TutorBinary.run(
      ["check", "team-score", solution.path, "--lessons", TutorBinary.lessons.path],
      environment: ["SWIFT_TUTOR_BWRAP": "/nonexistent/bwrap"])
    #expect(refused.status == 3)
    #expect(refused.stderr.contains("bubblewrap"))
    #expect(refused.stderr.contains("--no-jail"))
    #expect(refused.stdout.isEmpty)
    let trusted = try TutorBinary.run(
      ["check", "team-score", solution.path, "--no-jail", "--lessons", TutorBinary.lessons.path],
      environment: ["SWIFT_TUTOR_BWRAP": "/nonexistent/bwrap"])
    #expect(trusted.status == 0, "\(trusted.stderr)")
  }

  /// The module cache the tests' runs use (`check --verbose` names it).
  static func builtModuleCache() throws -> URL {
    let solution = try CourseFiles.solution(of: "team-score")
    let run = try CourseFiles.tutor(["check", "team-score", solution.path, "--verbose"])
    let line = run.stderr.split(separator: "\n").first { $0.contains("module cache ") }
    guard let path = line?.components(separatedBy: "module cache ").last else {
      throw SetupFailure(description: "no module cache in: \(run.stderr)")
    }
    return URL(fileURLWithPath: path)
  }

  /// Every file under `folder` with its size and modification time.
  static func listing(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.sorted().map { path in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      return "\(path) \(attributes?[.size] ?? 0) \(attributes?[.modificationDate] ?? "")"
    }
  }

  static func processes(containing text: String) -> [String] {
    TestPaths.contents(of: URL(fileURLWithPath: "/proc")).filter { Int($0) != nil }.compactMap {
      guard let data = FileManager.default.contents(atPath: "/proc/\($0)/cmdline") else {
        return nil
      }
      let line = String(decoding: data, as: UTF8.self)
      return line.contains(text) ? line : nil
    }
  }
}
