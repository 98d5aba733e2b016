public import Foundation
import Grading
import Reports

/// Paths and helpers shared by the test targets.
public enum TestPaths {
  /// The package root (the folder holding Package.swift).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built `swift-tutor` executable next to the test bundle.
  public static var tutorExecutable: URL { TutorBinary.executable }

  /// A fresh empty folder under the system temporary folder.
  public static func makeTemporaryFolder(_ label: String = "test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift-tutor-\(label)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The entries of a folder (empty when it does not exist).
  public static func contents(of folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }
}

/// What a finished command printed and returned.
public struct CommandResult: Sendable {
  /// Exit status.
  public var status: Int32
  /// Standard output.
  public var stdout: String
  /// Standard error.
  public var stderr: String
}

/// Runs a program to completion with `input` on standard input.
public func runCommand(
  _ executable: URL, _ arguments: [String], input: String = "",
  environment: [String: String] = [:], in folder: URL? = nil
) throws -> CommandResult {
  var merged = ProcessInfo.processInfo.environment
  merged.merge(environment) { $1 }
  return try ChildProcess.run(
    executable: executable, arguments: arguments, stdin: input, environment: merged,
    timeout: .seconds(120), in: folder)
}

/// Runs the built `swift-tutor` with `arguments`.
public func runTutor(
  _ arguments: [String], input: String = "", environment: [String: String] = [:]
) throws -> CommandResult {
  try runCommand(TestPaths.tutorExecutable, arguments, input: input, environment: environment)
}

/// The lines of `text` a CI runner would read as a command (``CILog``): none, in any report.
public func ciLogCommands(in text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
    !CILog.isSafe($0)
  }
}
