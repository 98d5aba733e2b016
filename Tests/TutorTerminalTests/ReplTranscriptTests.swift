import Foundation
import Testing
import TutorTestSupport

/// The corpus in `Transcripts/`: small sessions of the kind tutorials, the Swift book and
/// puzzle solutions type, each typed into the REPL line by line and compiled as one file by
/// `swiftc`. Wherever the file runs, the REPL prints the same text (values aside).
///
/// A line ending in `// crashes` crashes at the prompt; the REPL survives it, so the file
/// compiled for comparison leaves that line out.
@Suite(.tags(.toolchain, .jail)) struct ReplTranscriptTests {
  static let folder = TestPaths.packageRoot.appendingPathComponent(
    "Tests/TutorTerminalTests/Transcripts")

  /// Transcripts that still differ, and why (README, "What a REPL still cannot do").
  static let knownIssues: [String: Comment] = [
    "24-actors": "one top-level `await` makes a whole file's top-level code main-actor code",
    "26-codable-custom-keys": "a printed enum case names its input's module, not `main`",
    "52-equatable-hashable-comparable": "a printed enum case names its input's module",
    "54-sequence-iterator": "a type used before the input that declares it",
    "60-weak-unowned": "two types that use each other, typed one after the other",
    "62-dispatch-main-queue": "without access control, `group.enter()` calls the wrong method",
  ]

  @Test func everyTranscriptPrintsWhatSwiftcPrints() async throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: Self.folder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    #expect(files.count >= 60)
    let scratch = try TestPaths.makeTemporaryFolder("transcripts")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // swiftc on one core while the REPL uses the other.
    let compiled = Task.detached {
      try files.map { try Self.swiftcOutput(of: $0, scratch: scratch) }
    }
    var shown: [(text: String, errors: String, crashes: Int)] = []
    for file in files {
      shown.append(try Self.replOutput(of: file))
    }
    let expected = try await compiled.value
    for (index, file) in files.enumerated() {
      let name = file.deletingPathExtension().lastPathComponent
      let (text, errors, crashes) = shown[index]
      let check = {
        #expect(text == expected[index], "\(name): REPL printed\n\(text)")
        // Every input is kept, except the ones marked to crash.
        let notKept = errors.components(separatedBy: "(That input was not kept").count - 1
        #expect(notKept == crashes, "\(name): \(errors)")
      }
      if let reason = Self.knownIssues[name] {
        withKnownIssue(reason) { check() }
      } else {
        check()
      }
    }
  }

  /// What the transcript's lines print when typed into the REPL, value lines (painted) and
  /// the REPL's own notes left out; its problems; how many of its lines are marked to crash.
  static func replOutput(of file: URL) throws -> (text: String, errors: String, crashes: Int) {
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let repl = try ReplFixture()
    repl.color = true
    try repl.run(lines)
    let notes = [
      "(line ", "(The session's process ended", "(replaces the earlier", "(no value yet",
    ]
    let text = repl.output.text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { line in !line.hasPrefix("\u{1B}[") && !notes.contains { line.hasPrefix($0) } }
      .joined(separator: "\n")
    return (text, repl.output.errors, lines.filter { $0.hasSuffix("// crashes") }.count)
  }

  /// What `swiftc` makes of the same lines as one file (without the crashing ones), run with
  /// the session's deterministic hashing.
  static func swiftcOutput(of file: URL, scratch: URL) throws -> String {
    let text = try String(contentsOf: file, encoding: .utf8)
    let program = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasSuffix("// crashes") }.joined(separator: "\n")
    let name = file.deletingPathExtension().lastPathComponent
    let source = scratch.appendingPathComponent("\(name).swift")
    try Data(program.utf8).write(to: source)
    let binary = scratch.appendingPathComponent(name)
    let swiftc = URL(fileURLWithPath: "/usr/bin/env")
    let built = try runCommand(
      swiftc, ["swiftc", "-swift-version", "5", source.path, "-o", binary.path])
    guard built.status == 0 else { return "swiftc failed: \(built.stderr)" }
    let ran = try runCommand(binary, [], environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
    return ran.stdout
  }
}
