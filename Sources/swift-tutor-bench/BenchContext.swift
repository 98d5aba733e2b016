import Foundation
import Grading
import LessonKit
import Sandbox
import SwiftToolchain

/// What every figure needs: the `swift-tutor` built next to this benchmark, the course,
/// the prebuilt modules, a scratch folder, and how many times to repeat a measurement.
struct BenchContext {
  /// The release `swift-tutor` in the same folder as this executable.
  let tutor: URL
  let home: TutorHome
  let course: Course
  let modules: ModuleCache
  /// Removed by ``cleanUp()``.
  let scratch: URL
  /// Measured runs per figure (after one unmeasured warm-up).
  let repetitions: Int
  let quick: Bool
  /// The sandbox `swift-tutor` itself would use: the jail when this machine has one.
  let sandbox: Sandbox

  init(quick: Bool) throws {
    let executable =
      Bundle.main.executableURL?.resolvingSymlinksInPath()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    tutor = executable.deletingLastPathComponent().appendingPathComponent("swift-tutor")
    guard FileManager.default.isExecutableFile(atPath: tutor.path) else {
      throw BenchError(
        "no swift-tutor next to the benchmark at \(tutor.path): run `swift build -c release` first")
    }
    home = try TutorHome.locate(executable: tutor)
    do {
      course = try CourseLoader.load(from: home.lessons)
    } catch {
      throw BenchError("cannot load \(home.lessons.path): \(error)")
    }
    let toolchain = try Toolchain.discover()
    modules = try ModuleCache.prepare(toolchain: toolchain, home: home)
    switch JailProbe.probe(toolchain: toolchain) {
    case .success(let jail): sandbox = Sandbox(confinement: .jail(jail))
    case .failure: sandbox = Sandbox(confinement: .trusted)
    }
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-bench-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    repetitions = quick ? 3 : 7
    self.quick = quick
  }

  /// The course exercise `id` and its spec, or a benchmark error.
  func exercise(_ id: String) throws -> Exercise {
    guard let (exercise, _) = course.exercise(id: id) else {
      throw BenchError("the course has no exercise '\(id)'")
    }
    return exercise
  }

  /// A new empty folder inside the scratch folder.
  func folder(_ name: String) throws -> URL {
    let url = scratch.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(6))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `swift-tutor ARGUMENTS` (the release one unless `binary` names another) with no
  /// colour.
  func runTutor(
    _ arguments: [String], environment extra: [String: String] = [:], stdin: URL? = nil,
    binary: URL? = nil
  ) throws -> SpawnResult {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // A pass from `check` is recorded as for a student: in a progress file of the bench's own.
    environment["XDG_STATE_HOME"] = scratch.appendingPathComponent("state").path
    environment.merge(extra) { $1 }
    return try Spawn.run(
      (binary ?? tutor).path, arguments, environment: environment, stdin: stdin)
  }

  /// One line about the machine and the run, printed above the table.
  var summary: String {
    "\(ProcessInfo.processInfo.activeProcessorCount) cores, "
      + (sandbox.isJailed ? "jail: bwrap, " : "no jail, ")
      + "toolchain \(modules.toolchain.id), \(repetitions) repetitions per figure, "
      + "load \(BenchRun.loadAverage()), \(tutor.path)"
  }

  func cleanUp() { try? FileManager.default.removeItem(at: scratch) }
}
