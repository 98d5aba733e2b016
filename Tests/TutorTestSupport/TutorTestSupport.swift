import Foundation

/// Paths and helpers shared by the test targets.
public enum TestPaths {
  /// The package root (the folder holding Package.swift).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built `swift-tutor` executable next to the test bundle.
  public static var tutorExecutable: URL {
    let debug = packageRoot.appendingPathComponent(".build/debug/swift-tutor")
    return debug
  }

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
  environment: [String: String] = [:]
) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env.merge(environment) { $1 }
  process.environment = env
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  let err = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

/// Runs the built `swift-tutor` with `arguments`.
public func runTutor(
  _ arguments: [String], input: String = "", environment: [String: String] = [:]
) throws -> CommandResult {
  try runCommand(TestPaths.tutorExecutable, arguments, input: input, environment: environment)
}
