import Foundation
import Testing
import TutorTestSupport

/// The tmux helper itself, driven against `cat` (the REPL's own tmux tests live with the REPL).
@Suite("TmuxSession drives a program in a private tmux server", .tags(.tmux))
struct LineEditingTmuxSessionTests {
  @Test(
    "typed text and keys reach the program; the screen and exit status can be read",
    .enabled(if: TmuxSession.isAvailable))
  func drivesCat() throws {
    let session = try TmuxSession(command: "cat", width: 60, height: 10)
    defer { session.close() }
    try session.send(keys: "hello tmux", "Enter")
    #expect(session.waitFor(text: "hello tmux\nhello tmux"))
    try session.send(text: "Enter")
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "Enter\nEnter"))
    #expect(session.exitStatus() == nil)
    try session.send(keys: "C-d")
    #expect(session.waitForExit() == 0, "screen:\n\((try? session.capture()) ?? "")")
  }

  @Test(
    "the pane has the requested size and follows a resize",
    .enabled(if: TmuxSession.isAvailable))
  func sizes() throws {
    let session = try TmuxSession(
      command: "while read _; do stty size; done", width: 70, height: 12)
    defer { session.close() }
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "12 70"))
    try session.resize(width: 50, height: 8)
    try session.send(keys: "Enter")
    #expect(session.waitFor(text: "8 50"))
  }

  @Test("the environment given reaches the command", .enabled(if: TmuxSession.isAvailable))
  func environment() throws {
    let session = try TmuxSession(
      command: "echo \"value=$TUTOR_PROBE\"; sleep 30", environment: ["TUTOR_PROBE": "42"])
    defer { session.close() }
    #expect(session.waitFor(text: "value=42"))
  }
}
