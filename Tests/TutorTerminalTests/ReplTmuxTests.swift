import Foundation
import Testing
import TutorTestSupport

/// The built `swift-tutor` REPL in a real terminal (tmux): values, arrows and history across
/// restarts, multi-line input, Tab completion, Ctrl-C and Ctrl-D.
@Suite(.enabled(if: TmuxSession.isAvailable), .tags(.tmux, .toolchain, .jail))
struct ReplTmuxTests {
  let state: URL

  init() throws { state = try TestPaths.makeTemporaryFolder("tmux-repl") }

  func start(_ extra: [String: String] = [:]) throws -> TmuxSession {
    _ = try TutorBinary.prepared.get()
    var environment = [
      "XDG_STATE_HOME": state.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": state.appendingPathComponent("work").path,
      "SWIFT_TUTOR_LANG": "en", "TERM": "xterm-256color", "NO_COLOR": "1", "PAGER": "cat",
    ]
    environment.merge(extra) { $1 }
    let session = try TmuxSession(
      command:
        "'\(TestPaths.tutorExecutable.path)' --lessons '\(TestPaths.packageRoot.path)/Lessons'",
      width: 100, height: 40, environment: environment)
    #expect(session.waitFor(text: "swift>", timeout: .seconds(60)), "\(screen(session))")
    return session
  }

  func screen(_ session: TmuxSession) -> String { (try? session.capture()) ?? "" }

  @Test func aNewcomersFirstSession() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try start()
    defer { session.close() }
    try session.send(keys: "let x = 41 + 1", "Enter")
    #expect(session.waitFor(text: "x: Int = 42"), "\(screen(session))")

    // A multi-line function gets the continuation prompt.
    try session.send(keys: "func double(_ n: Int) -> Int {", "Enter")
    #expect(session.waitFor(text: "  ...>"))
    try session.send(keys: "  n * 2", "Enter", "}", "Enter", "double(x)", "Enter")
    #expect(session.waitFor(text: "Int = 84"), "\(screen(session))")

    // Tab completes commands and names declared in the session.
    try session.send(keys: "dou", "Tab")
    #expect(session.waitFor(text: "swift> double"), "\(screen(session))")
    try session.send(keys: "C-u", ":exer", "Tab")
    #expect(session.waitFor(text: "swift> :exercise"), "\(screen(session))")

    // Ctrl-C drops the line; the session goes on.
    try session.send(keys: "C-c")
    try session.send(keys: "let y = x + 1", "Enter")
    #expect(session.waitFor(text: "y: Int = 43"), "\(screen(session))")

    // Ctrl-D on an empty line quits with status 0.
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
  }

  @Test func historyAndLessonSurviveARestart() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let first = try start()
    try first.send(keys: "let remembered = 7", "Enter")
    #expect(first.waitFor(text: "remembered: Int = 7"))
    try first.send(keys: ":lesson 3", "Enter")
    #expect(first.waitFor(text: "optional-binding"), "the lesson's exercise list")
    try first.send(keys: ":quit", "Enter")
    #expect(first.waitForExit() == 0)
    first.close()

    let second = try start()
    defer { second.close() }
    let progress = try String(
      contentsOf: state.appendingPathComponent("state/swift-tutor/progress.json"), encoding: .utf8)
    #expect(progress.contains("\"current_lesson\" : \"optionals\""))
    #expect(second.waitFor(text: "optional-binding"), "opens on the lesson of last time")
    try second.send(keys: "Up", "Up", "Up")  // :quit, :lesson 3, then the Swift line
    #expect(second.waitFor(text: "swift> let remembered = 7"), "\(screen(second))")
    try second.send(keys: "Enter")
    #expect(second.waitFor(text: "remembered: Int = 7"))
    try second.send(keys: "C-d")
    #expect(second.waitForExit() == 0)
  }

  @Test func ctrlCStopsARunningInputAndTheTutorGoesOn() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try start()
    defer { session.close() }
    try session.send(keys: "var spins = 0; while true { spins += 1 }", "Enter")
    Thread.sleep(forTimeInterval: 2)  // compiling or looping: Ctrl-C stops either
    let pressed = ContinuousClock.now
    try session.send(keys: "C-c")
    // Well before the 5 s CPU limit would have stopped the loop.
    #expect(session.waitFor(text: "Interrupted.", timeout: .seconds(3)), "\(screen(session))")
    #expect(ContinuousClock.now - pressed < .seconds(3))
    try session.send(keys: "let after = 1", "Enter")
    #expect(session.waitFor(text: "after: Int = 1"), "the tutor is still running")
    try session.send(keys: "spins", "Enter")
    #expect(session.waitFor(text: "cannot find 'spins'"), "the stopped input was not kept")
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
  }

  @Test func ctrlCInAWaitingEditorLeavesTheTutorRunning() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try start(["EDITOR": "sleep 30"])  // like `code --wait`
    defer { session.close() }
    try session.send(keys: ":edit", "Enter")
    Thread.sleep(forTimeInterval: 1)
    try session.send(keys: "C-c")
    #expect(session.waitFor(text: "Could not start the editor sleep 30"), "\(screen(session))")
    try session.send(keys: "let after = 2", "Enter")
    #expect(session.waitFor(text: "after: Int = 2"), "the tutor is still running")
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
  }
}
