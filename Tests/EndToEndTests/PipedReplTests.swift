import Foundation
import Testing
import TutorTestSupport

/// A program that drives the REPL through a pipe — an editor's integration, a notebook kernel, a
/// script — writes one input and waits for its answer, as Python, node, ghci and `swift repl`
/// answer. The REPL read its pipe 4 KiB at a time and waited for all of them: nothing came back
/// until the pipe was closed.
@Suite(.tags(.toolchain, .jail)) struct PipedReplTests {
  @Test func eachInputIsAnsweredWhileThePipeStaysOpen() throws {
    let state = try TestPaths.makeTemporaryFolder("piped-repl")
    defer { try? FileManager.default.removeItem(at: state) }
    let process = Process()
    _ = try TutorBinary.prepared.get()
    process.executableURL = TutorBinary.executable
    process.arguments = ["--lessons", TutorBinary.lessons.path]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = state.appendingPathComponent("state").path
    environment["SWIFT_TUTOR_WORKSPACE"] = state.appendingPathComponent("work").path
    environment["SWIFT_TUTOR_LANG"] = "en"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    let answers = Answers(output.fileHandleForReading)
    input.fileHandleForWriting.write(Data("let x = 1 + 1\n".utf8))
    #expect(answers.wait(for: "x: Int = 2", seconds: 120), "\(answers.text)")
    // A line that carries the input on, written at once, still joins it.
    input.fileHandleForWriting.write(Data("let doubled = [1, 2]\n  .map { $0 * x }\n".utf8))
    #expect(answers.wait(for: "doubled: [Int] = [2, 4]", seconds: 60), "\(answers.text)")
    input.fileHandleForWriting.write(Data("doubled.count\n".utf8))
    #expect(answers.wait(for: "Int = 2", seconds: 60), "\(answers.text)")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}

/// What the REPL has answered so far, read as it comes.
private final class Answers: @unchecked Sendable {
  private let lock = NSCondition()
  private var received = Data()

  init(_ handle: FileHandle) {
    handle.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self else { return }
      lock.lock()
      received.append(chunk)
      lock.broadcast()
      lock.unlock()
      if chunk.isEmpty { handle.readabilityHandler = nil }
    }
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: received, as: UTF8.self)
  }

  /// Whether `expected` arrives within `seconds`, the pipe still open.
  func wait(for expected: String, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    lock.lock()
    defer { lock.unlock() }
    while !String(decoding: received, as: UTF8.self).contains(expected) {
      if !lock.wait(until: deadline) { return false }
    }
    return true
  }
}

extension PipedReplTests {
  /// `swift-tutor --lang zh-Hans` is the learner's choice, kept as `:lang` keeps it: a `watch`
  /// or `lessons` in another terminal, without `--lang`, speaks Chinese too (a newcomer's
  /// English `watch` wrote an English starter that stayed).
  @Test func theREPLsLangIsKeptForTheOtherCommands() throws {
    let state = try TestPaths.makeTemporaryFolder("lang-kept")
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = [
      "XDG_STATE_HOME": state.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": state.appendingPathComponent("work").path,
      "SWIFT_TUTOR_LANG": "en", "LANG": "C.UTF-8",
    ]
    let lessons = ["--lessons", TutorBinary.lessons.path]
    let before = try TutorBinary.run(["lessons"] + lessons, environment: environment)
    #expect(before.stdout.contains("Getting started"), "\(before.stdout)")
    let repl = try TutorBinary.run(
      ["--lang", "zh-Hans"] + lessons, stdin: ":quit\n", environment: environment)
    #expect(repl.status == 0, "\(repl.transcript)")
    let after = try TutorBinary.run(["lessons"] + lessons, environment: environment)
    #expect(after.stdout.contains("快速上手"), "\(after.stdout)")
  }
}
