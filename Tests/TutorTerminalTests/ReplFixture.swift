import Foundation
import Grading
import Learner
import LessonKit
import LineEditing
import Sandbox
import SwiftToolchain
import Testing
import TutorSupport
import TutorTerminal
import TutorTestSupport

/// A REPL over the bundled course with its state and workspace in a fresh temporary folder.
final class ReplFixture {
  static let course = Result {
    try CourseLoader.load(from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
  }
  static var cache: Result<ModuleCache, any Error> { TestModules.cache }

  let folder: URL
  let store: ProgressStore
  let workspace: Workspace
  let output = CapturedOutput()
  var environment: [String: String] = ["PATH": "/usr/bin:/bin"]
  var language = Language.en
  /// Whether values are painted (printed text never is, so a test can tell them apart).
  var color = false
  /// Whether passes from `check`/`watch` are saved.
  var recordsPasses = true

  init() throws {
    folder = try TestPaths.makeTemporaryFolder("repl")
    store = ProgressStore(url: folder.appendingPathComponent("state/progress.json"))
    workspace = Workspace(root: folder.appendingPathComponent("work"))
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `lines` through a fresh REPL (state persists across calls, like restarts); returns
  /// the reader so tests can look at the prompts it was asked for.
  @discardableResult
  func run(_ lines: [String]) throws -> ScriptedLineReader {
    try run(script: lines.map(LineReadResult.line))
  }

  @discardableResult
  func run(script: [LineReadResult]) throws -> ScriptedLineReader {
    let reader = ScriptedLineReader(script: script)
    Repl(configuration: try configuration(), reader: reader, output: output).run()
    return reader
  }

  /// What the REPL and the watch loop are built with: short limits, no colour, no terminal.
  ///
  /// The grader is made on first use, as `swift-tutor`'s own REPL makes it, and only for a
  /// test tagged `.toolchain`: any other test runs without the compiler and the jail — the
  /// REPL's background warm-up finds no grader and builds nothing — and one that grades after
  /// all fails saying it needs the tag.
  func configuration() throws -> ReplConfiguration {
    var limits = SandboxLimits()
    limits.cpuSeconds = 3
    limits.wallSeconds = 6
    let grades = Test.current.map { $0.tags.contains(.toolchain) } ?? true
    let grader = GraderSource { [limits] in
      guard grades else { throw UntaggedGrading() }
      let jail = try JailProbe.probe(toolchain: try Toolchain.discover()).get()
      return Grader(
        cache: try ReplFixture.cache.get(),
        sandbox: Sandbox(limits: limits, confinement: .jail(jail)),
        key: .forTests)
    }
    // `language` stands for the environment's choice: a saved `:lang` beats it.
    var learnerEnvironment = environment
    learnerEnvironment["SWIFT_TUTOR_LANG"] = language.rawValue
    let learner = LearnerSession(
      store: store, workspace: workspace, explicitLanguage: nil, environment: learnerEnvironment)
    if !recordsPasses { learner.stopCounting() }
    return ReplConfiguration(
      course: try Self.course.get(), learner: learner, grader: grader,
      interactive: false, color: color, environment: environment)
  }

  /// The progress file's contents as the REPL left them.
  var progress: LearnerProgress { store.load().progress }

  /// The workspace file of `exercise`.
  func file(_ exercise: String) throws -> URL {
    let found = try #require(try Self.course.get().exercise(id: exercise))
    return workspace.file(for: found.exercise, in: found.lesson)
  }

  /// The solution of `exercise` in the bundled course.
  func solution(_ exercise: String) throws -> String {
    let found = try #require(try Self.course.get().exercise(id: exercise))
    return try String(contentsOf: found.exercise.files.solution, encoding: .utf8)
  }
}

/// A REPL test that is not tagged `.toolchain` asked for the grader.
struct UntaggedGrading: Error, CustomStringConvertible {
  var description: String { "this test grades: tag it .toolchain (and .jail)" }
}
