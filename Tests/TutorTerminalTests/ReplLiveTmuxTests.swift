import Foundation
import Testing
import TutorTestSupport

/// The live session in a real terminal (tmux): state that stays, multi-line forms typed line
/// by line, output exactly as printed, a crash survived with a one-line notice.
@Suite(.enabled(if: TmuxSession.isAvailable), .tags(.tmux, .toolchain, .jail))
struct ReplLiveTmuxTests {
  let state: URL

  init() throws { state = try TestPaths.makeTemporaryFolder("tmux-live") }

  func start() throws -> TmuxSession {
    let environment = [
      "XDG_STATE_HOME": state.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": state.appendingPathComponent("work").path,
      "SWIFT_TUTOR_LANG": "en", "TERM": "xterm-256color", "NO_COLOR": "1", "PAGER": "cat",
    ]
    _ = try TutorBinary.prepared.get()
    let session = try TmuxSession(
      command:
        "'\(TestPaths.tutorExecutable.path)' --lessons '\(TestPaths.packageRoot.path)/Lessons'",
      width: 120, height: 50, environment: environment)
    #expect(session.waitFor(text: "swift>", timeout: .seconds(60)), "\(screen(session))")
    try session.send(keys: ":clear", "Enter")
    // Typed before the prompt is back, text is echoed by the terminal ahead of the redraw.
    #expect(session.waitForScreen(toRead: "swift>"), "\(screen(session))")
    return session
  }

  func screen(_ session: TmuxSession) -> String { (try? session.capture()) ?? "" }

  /// Types `line`, presses Enter, and (when the input `continues`) waits for one more
  /// continuation prompt than there was.
  func type(_ session: TmuxSession, _ line: String, continues: Bool = true) throws {
    let prompts = { (screen: String) in screen.components(separatedBy: "  ...>").count }
    let before = prompts(screen(session))
    try session.send(text: line)
    try session.send(keys: "Enter")
    guard continues else { return }
    let deadline = ContinuousClock.now + .seconds(10)
    while prompts(screen(session)) <= before, ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(prompts(screen(session)) > before, "\(line): \(screen(session))")
  }

  @Test func stateStaysAndACrashIsSurvived() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try start()
    defer { session.close() }
    try session.send(text: "let lucky = Int.random(in: 100_000...999_999); print(\"drawn\")")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "lucky: Int = "), "\(screen(session))")
    let drawn = try #require(
      screen(session).split(separator: "\n").first { $0.hasPrefix("lucky: Int = ") }?
        .dropFirst(13))
    try session.send(text: "\"again \\(lucky)\"")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "String = \"again \(drawn)\""), "\(screen(session))")
    try session.send(text: "for i in 1...3 { print(i, terminator: \"\") }; print(\"|\")")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "123|"), "\(screen(session))")
    try session.send(text: "[1, 2][9]")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "Index out of range"), "\(screen(session))")
    #expect(session.waitFor(text: "your 3 earlier inputs ran once more"), "\(screen(session))")
    try session.send(text: "\"after \\(lucky > 0)\"")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "String = \"after true\""), "\(screen(session))")
    let printed = screen(session).split(separator: "\n").filter { $0 == "drawn" }
    #expect(printed.count == 1, "printed once on screen: \(screen(session))")
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
  }

  @Test func multiLineFormsAreTypedLineByLine() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let session = try start()
    defer { session.close() }
    try type(session, "@propertyWrapper")
    try type(session, "struct Doubled {")
    try type(session, "  var wrappedValue: Int { didSet { wrappedValue *= 2 } }")
    try type(session, "}", continues: false)
    try type(session, "func largest<T>(_ items: [T]) -> T?")
    try type(session, "  where T: Comparable")
    try type(session, "{")
    try type(session, "  items.max()")
    try type(session, "}", continues: false)
    try type(session, "#if DEBUG")
    try type(session, "let mode = 1")
    try type(session, "#else")
    try type(session, "let mode = 2")
    try type(session, "#endif", continues: false)
    try type(session, "largest([mode, 7, 3])", continues: false)
    #expect(session.waitFor(text: "Int? = 7"), "\(screen(session))")
    // Pasted lines: the `.map` line carries the one before it on.
    try session.send(text: "let tripled = [1, 2]\n  .map { $0 * 3 }\n")
    #expect(session.waitFor(text: "tripled: [Int] = [3, 6]"), "\(screen(session))")
    #expect(!screen(session).contains("error:"), "\(screen(session))")
    try session.send(keys: "C-d")
    #expect(session.waitForExit(timeout: .seconds(10)) == 0, "\(screen(session))")
  }
}
