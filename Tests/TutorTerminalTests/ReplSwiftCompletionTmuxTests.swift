import Foundation
import Testing
import TutorTestSupport

/// Tab at the prompt in a real terminal (tmux), answered by sourcekit-lsp: a String's members
/// by prefix, a kept value's members listed with their types and nothing else.
@Suite(.enabled(if: TmuxSession.isAvailable), .tags(.tmux, .toolchain, .jail))
struct ReplSwiftCompletionTmuxTests {
  @Test func tabCompletesMembersWithTheirTypes() throws {
    let state = try TestPaths.makeTemporaryFolder("tmux-complete")
    defer { try? FileManager.default.removeItem(at: state) }
    _ = try TutorBinary.prepared.get()
    let environment = [
      "XDG_STATE_HOME": state.appendingPathComponent("state").path,
      "SWIFT_TUTOR_WORKSPACE": state.appendingPathComponent("work").path,
      "SWIFT_TUTOR_LANG": "en", "TERM": "xterm-256color", "NO_COLOR": "1", "PAGER": "cat",
    ]
    let session = try TmuxSession(
      command:
        "'\(TestPaths.tutorExecutable.path)' --lessons '\(TestPaths.packageRoot.path)/Lessons'",
      width: 120, height: 50, environment: environment)
    defer { session.close() }
    let screen = { (try? session.capture()) ?? "" }
    // Typed before the prompt is back, text is echoed by the terminal ahead of the redraw.
    let clear = {
      try session.send(keys: "C-u", ":clear", "Enter")
      #expect(session.waitForScreen(toRead: "swift>"), "\(screen())")
    }
    #expect(session.waitFor(text: "swift>", timeout: .seconds(60)), "\(screen())")
    try clear()
    try session.send(text: "let s = \"hello\"")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "s: String = \"hello\"", timeout: .seconds(30)), "\(screen())")
    try session.send(text: "let meal = Meal(name: \"Soup\", photo: nil, rating: 4)!")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "meal: Meal = ", timeout: .seconds(30)), "\(screen())")
    // The server starts in the background: until it answers, Tab offers the words it knows.
    let deadline = ContinuousClock.now + .seconds(60)
    var listed = false
    while !listed, ContinuousClock.now < deadline {
      try clear()
      try session.send(text: "s.upperc")
      try session.send(keys: "Tab")
      listed = session.waitFor(text: "uppercased() -> String", timeout: .seconds(2))
      if !listed { try session.send(keys: "C-u") }
    }
    #expect(listed, "\(screen())")
    #expect(screen().contains("swift> s.uppercased("), "\(screen())")
    try clear()
    try session.send(text: "meal.")
    try session.send(keys: "Tab")
    #expect(session.waitFor(text: "rating: Int", timeout: .seconds(5)), "\(screen())")
    let shown = screen()
    for member in ["name: String", "photo: Photo?", "rating: Int"] {
      #expect(shown.contains(member), "\(shown)")
    }
    #expect(!shown.contains("MealKit") && !shown.contains("Rectangle"), "members only: \(shown)")
    // On an optional, Tab goes through `?.`, and `Optional`'s own members stay out of sight.
    try clear()
    try session.send(text: "let maybe = Meal.samples.first")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "maybe: Meal? = ", timeout: .seconds(30)), "\(screen())")
    try clear()
    try session.send(text: "maybe.na")
    try session.send(keys: "Tab")
    #expect(session.waitFor(text: "swift> maybe?.name", timeout: .seconds(5)), "\(screen())")
    try clear()
    try session.send(text: "maybe.")
    try session.send(keys: "Tab")
    #expect(session.waitFor(text: "rating: Int", timeout: .seconds(5)), "\(screen())")
    let optional = screen()
    #expect(optional.contains("swift> maybe?."), "\(optional)")
    for own in ["unsafelyUnwrapped", "take()", "map("] {
      #expect(!optional.contains(own), "\(optional)")
    }
    try session.send(keys: "C-u", ":quit", "Enter")
    #expect(session.waitForExit(timeout: .seconds(20)) == 0)
  }
}
