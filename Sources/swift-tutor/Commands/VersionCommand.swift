import ArgumentParser
import Foundation
import Grading
import SwiftToolchain

/// `swift-tutor --version`: this tool's version — the tag or commit it was built from, and the
/// build digest reports record — and the toolchain's.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version", abstract: "Print the tool's version and the toolchain's.",
    shouldDisplay: false)

  func run() throws {
    print("swift-tutor \(Self.version()) (build \(ToolBuild.current))")
    print(Self.toolchainVersion())
  }

  /// The tag or commit of this build: `VERSION` beside the installed lessons (`make install`
  /// writes it), else `git describe` of the checkout the binary was built in, else
  /// "development build". A commit is written whole (40 digits): the recipes pin the tool by a
  /// tag or a full commit, and a teacher pins the build they tried.
  static func version() -> String {
    guard let home = try? TutorHome.locate() else { return "development build" }
    let file = home.url.appendingPathComponent("VERSION")
    if let text = try? String(contentsOf: file, encoding: .utf8) {
      let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if !line.isEmpty { return line }
    }
    let described = output(
      "/usr/bin/git",
      ["-C", home.url.path, "describe", "--tags", "--always", "--dirty", "--abbrev=40"])
    return described.isEmpty ? "development build" : described
  }

  /// The first line `swiftc --version` prints, or why there is none.
  static func toolchainVersion() -> String {
    guard let toolchain = try? Toolchain.discover() else {
      return "no Swift toolchain found (swiftc on PATH or $SWIFT_TUTOR_SWIFTC)"
    }
    let said = output(toolchain.swiftc.path, ["--version"])
    return said.split(separator: "\n").first.map(String.init) ?? toolchain.swiftc.path
  }

  /// What `program ARGUMENTS` prints, trimmed; empty when it cannot run or fails.
  private static func output(_ program: String, _ arguments: [String]) -> String {
    let request = ProcessRequest(
      executable: program, arguments: arguments,
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
      wallTimeout: 10)
    let output = CappedBuffer(limit: 1 << 16)
    guard let outcome = try? ProcessRunner.run(request, output: output), outcome.succeeded else {
      return ""
    }
    return (output.text + outcome.errorText).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
