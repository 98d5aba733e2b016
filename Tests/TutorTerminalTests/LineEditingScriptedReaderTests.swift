import Foundation
import LineEditing
import Testing

@Suite("ScriptedLineReader: piped and scripted input")
struct LineEditingScriptedReaderTests {
  @Test("lines come back in order, then end of input, and prompts are only recorded")
  func lines() {
    let reader = ScriptedLineReader(lines: ["let x = 1", "", ":quit"])
    #expect(reader.readLine(prompt: "> ") == .line("let x = 1"))
    #expect(reader.readLine(prompt: "... ") == .line(""))
    #expect(reader.readLine(prompt: "> ") == .line(":quit"))
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
    #expect(reader.prompts == ["> ", "... ", "> ", "> ", "> "])
  }

  @Test("a script can contain Ctrl-C")
  func script() {
    let reader = ScriptedLineReader(script: [.line("func f() {"), .interrupted, .line("1")])
    #expect(reader.readLine(prompt: "> ") == .line("func f() {"))
    #expect(reader.readLine(prompt: "... ") == .interrupted)
    #expect(reader.readLine(prompt: "> ") == .line("1"))
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
  }

  @Test("history keeps non-blank entries in memory, multi-line ones whole")
  func history() {
    let reader = ScriptedLineReader(lines: [])
    reader.addHistory("let a = 1")
    reader.addHistory("   ")
    reader.addHistory("")
    reader.addHistory("func f() {\n  1\n}")
    #expect(reader.history == ["let a = 1", "func f() {\n  1\n}"])
    #expect(reader.historyError == nil)
  }

  @Test("a pipe: LF and CRLF endings, a last line without newline, invalid UTF-8 repaired")
  func pipe() throws {
    let pipe = Pipe()
    let reader = ScriptedLineReader(handle: pipe.fileHandleForReading)
    var bytes = Array("let y = 6 * 7\r\nprint(\"é\")\n\n".utf8)
    bytes += [0x61, 0xFF, 0x62, 0x0A]
    bytes += Array("last".utf8)
    try pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
    try pipe.fileHandleForWriting.close()
    #expect(reader.readLine(prompt: "> ") == .line("let y = 6 * 7"))
    #expect(reader.readLine(prompt: "> ") == .line("print(\"é\")"))
    #expect(reader.readLine(prompt: "> ") == .line(""))
    #expect(reader.readLine(prompt: "> ") == .line("a\u{FFFD}b"))
    #expect(reader.readLine(prompt: "> ") == .line("last"))
    #expect(reader.readLine(prompt: "> ") == .endOfInput)
  }

  @Test("a line longer than one read block arrives whole")
  func longLine() throws {
    let pipe = Pipe()
    let reader = ScriptedLineReader(handle: pipe.fileHandleForReading)
    let long = String(repeating: "x", count: 10_000)
    try pipe.fileHandleForWriting.write(contentsOf: Data((long + "\nnext\n").utf8))
    try pipe.fileHandleForWriting.close()
    #expect(reader.readLine(prompt: "") == .line(long))
    #expect(reader.readLine(prompt: "") == .line("next"))
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test("the history location follows XDG_STATE_HOME, else ~/.local/state")
  func historyLocation() {
    let xdg = LineReaderFactory.defaultHistoryURL(environment: [
      "XDG_STATE_HOME": "/s", "HOME": "/h",
    ])
    #expect(xdg.path == "/s/swift-tutor/history")
    let home = LineReaderFactory.defaultHistoryURL(environment: ["HOME": "/h"])
    #expect(home.path == "/h/.local/state/swift-tutor/history")
    let relative = LineReaderFactory.defaultHistoryURL(
      environment: ["XDG_STATE_HOME": "state", "HOME": "/h"])
    #expect(relative.path == "/h/.local/state/swift-tutor/history")
  }
}
