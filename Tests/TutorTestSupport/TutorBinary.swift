public import Foundation
import Grading
import SwiftToolchain

/// The built `swift-tutor` executable, run the way a student or a CI job runs it.
///
/// The executable is looked up the way swift-argument-parser's test helpers do: in the
/// products directory of the running test bundle (`.build/<triple>/debug`, which
/// `.build/debug` links to), falling back to the package's `.build/debug`.
public enum TutorBinary {
  /// The folder holding the built products next to the running test bundle.
  public static let productsDirectory: URL = {
    let bundle = Bundle.main.bundleURL
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    let built = folder.appendingPathComponent("swift-tutor")
    if FileManager.default.isExecutableFile(atPath: built.path) { return folder }
    return TestPaths.packageRoot.appendingPathComponent(".build/debug")
  }()

  /// The `swift-tutor` executable in ``productsDirectory``.
  public static var executable: URL { productsDirectory.appendingPathComponent("swift-tutor") }

  /// `swift-tutor prepare`, once per test process: the sample modules and the live session's
  /// modules built before a test in a terminal waits for its first answer (the first input
  /// would otherwise wait for them, about a minute on a cold cache).
  public static let prepared: Result<CommandResult, any Error> = Result {
    try run(["prepare"], timeout: .seconds(900))
  }

  /// The package's bundled lessons, for `--lessons`.
  public static var lessons: URL { TestPaths.packageRoot.appendingPathComponent("Lessons") }

  /// Runs `swift-tutor ARGUMENTS` to completion and returns its status and output.
  ///
  /// `NO_COLOR` is set so output is plain; `environment` is added to the inherited
  /// environment. Without an `XDG_STATE_HOME` of the caller's, the run gets an empty one of its
  /// own: the tester's saved language or progress never reaches a test. A run longer than
  /// `timeout` is killed and reported as a failure.
  public static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    timeout: Duration = .seconds(120)
  ) throws -> CommandResult {
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    var ownState: URL?
    if environment["XDG_STATE_HOME"] == nil {
      let state = try TestPaths.makeTemporaryFolder("state")
      variables["XDG_STATE_HOME"] = state.path
      ownState = state
    }
    defer { ownState.map { try? FileManager.default.removeItem(at: $0) } }
    variables.merge(environment) { $1 }
    return try ChildProcess.run(
      executable: executable, arguments: arguments, stdin: stdin, environment: variables,
      timeout: timeout)
  }
}

/// Why a child process could not be run to completion.
public struct ChildProcessFailure: Error, CustomStringConvertible {
  /// What went wrong, naming the program.
  public let description: String
}

/// Runs a program with the product's own process runner (``ProcessRunner``: a fresh process
/// group, an empty signal mask, no descriptor inherited beyond 0–2, a wall-clock limit that
/// kills the group), standard input read from a private file, in `folder` (by default the
/// test's own working folder, as a shell would).
enum ChildProcess {
  static func run(
    executable: URL, arguments: [String], stdin: String, environment: [String: String],
    timeout: Duration, in folder: URL? = nil
  ) throws -> CommandResult {
    let scratch = try TestPaths.makeTemporaryFolder("run")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("stdin")
    try Data(stdin.utf8).write(to: input)
    let seconds = Double(timeout.components.seconds)
    var request = ProcessRequest(
      executable: executable.path, arguments: arguments, environment: environment,
      standardInputFile: input.path, wallTimeout: seconds, outputLimit: 64 << 20)
    request.workingDirectory = folder?.path ?? FileManager.default.currentDirectoryPath
    let output = CappedBuffer(limit: 64 << 20)
    let outcome: ProcessOutcome
    do {
      outcome = try ProcessRunner.run(request, output: output)
    } catch {
      throw ChildProcessFailure(description: "cannot start \(executable.path): \(error)")
    }
    if outcome.timedOut {
      throw ChildProcessFailure(
        description: "\(executable.lastPathComponent) did not finish within \(timeout)")
    }
    // A death by signal N is reported as status 128 + N, as shells do.
    let status = outcome.signal.map { 128 + $0 } ?? outcome.exitCode ?? 0
    return CommandResult(
      status: status, stdout: String(decoding: output.bytes, as: UTF8.self),
      stderr: outcome.errorText)
  }
}
