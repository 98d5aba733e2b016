import Foundation
import Testing
import TutorTestSupport

/// A pass from `swift-tutor check` counts in the learner's progress like one from `:check`,
/// except under CI, with `--no-record`, and never from `grade`.
@Suite(.tags(.toolchain, .jail)) struct CheckRecordingTests {
  /// A progress folder of its own, removed afterwards.
  private final class State {
    let folder: URL
    init() throws { folder = try TestPaths.makeTemporaryFolder("progress") }
    deinit { try? FileManager.default.removeItem(at: folder) }

    var file: URL { folder.appendingPathComponent("swift-tutor/progress.json") }

    /// The exercises passed, read from progress.json (nil: no file).
    func passed() throws -> [String]? {
      guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      return object?["passed"] as? [String]
    }

    func run(_ arguments: [String], _ environment: [String: String] = [:]) throws
      -> CommandResult
    {
      var variables = ["XDG_STATE_HOME": folder.path, "CI": "", "SWIFT_TUTOR_LANG": "en"]
      variables.merge(environment) { $1 }
      return try TutorBinary.run(
        arguments + ["--lessons", TutorBinary.lessons.path], environment: variables)
    }
  }

  @Test func aPassIsRecordedAndSaidToBe() throws {
    let state = try State()
    let solution = try CourseFiles.solution(of: "team-score")
    let run = try state.run(["check", "team-score", solution.path])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(try state.passed() == ["team-score"])
    #expect(
      run.stdout.contains(
        "Counted in your progress: 1 of 41 exercises passed (`swift-tutor progress` shows them)."
      ), "\(run.transcript)")
    let progress = try state.run(["progress"])
    #expect(progress.stdout.contains("Passed 1 of 41 exercises"), "\(progress.transcript)")
  }

  @Test func theNoteSpeaksTheLearnersLanguageAndJSONStaysPure() throws {
    let state = try State()
    let solution = try CourseFiles.solution(of: "optional-binding")
    let chinese = try state.run(
      ["check", "optional-binding", solution.path], ["SWIFT_TUTOR_LANG": "zh-Hans"])
    #expect(chinese.stdout.contains("已记入你的进度：41 道练习中已通过 1 道"), "\(chinese.transcript)")
    let json = try state.run([
      "check", "team-score", CourseFiles.solution(of: "team-score").path, "--format", "json",
    ])
    #expect(json.status == 0)
    #expect(try ResultJSON.decode(json.stdout).status == "pass")
    #expect(try state.passed()?.sorted() == ["optional-binding", "team-score"])
  }

  @Test func aFailIsNotRecorded() throws {
    let state = try State()
    let run = try state.run(["check", "team-score", CourseFiles.starter(of: "team-score").path])
    #expect(run.status == 1)
    // A fail may record which hints its failing checks name, never a pass.
    #expect(try state.passed() ?? [] == [])
    #expect(!run.stdout.contains("Counted"))
  }

  @Test(arguments: [["CI": "true"], ["CI": "1"]])
  func nothingIsRecordedUnderCI(environment: [String: String]) throws {
    let state = try State()
    let solution = try CourseFiles.solution(of: "team-score")
    let run = try state.run(["check", "team-score", solution.path], environment)
    #expect(run.status == 0, "\(run.transcript)")
    #expect(try state.passed() == nil)
    #expect(!run.stdout.contains("Counted"))
  }

  @Test func noRecordKeepsProgressAsItWas() throws {
    let state = try State()
    let solution = try CourseFiles.solution(of: "team-score")
    let run = try state.run(["check", "team-score", solution.path, "--no-record"])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(try state.passed() == nil)
  }

  @Test func gradeNeverRecords() throws {
    let state = try State()
    let folder = try SubmissionFolder()
    defer { folder.remove() }
    try folder.add("ann", "team-score", copying: CourseFiles.solution(of: "team-score"))
    let run = try state.run(["grade", folder.url.path, "--format", "json", "--no-cache"])
    #expect(run.status == 0, "\(run.transcript)")
    #expect(try ReportJSON.decode(run.stdout).summary.pass == 1)
    #expect(try state.passed() == nil)
  }
}
