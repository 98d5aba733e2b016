import Foundation
import Testing

@testable import LineEditing

@Suite("Prompt escapes and terminal input decoding")
struct LineEditingTerminalTextTests {
  @Test("colour escapes in a prompt are marked as zero-width for libedit")
  func promptEscapes() {
    let prompt = "\u{1B}[1;32mtutor\u{1B}[0m> "
    #expect(PromptText.forEditLine(prompt) == "\u{1}\u{1B}[1;32m\u{1}tutor\u{1}\u{1B}[0m\u{1}> ")
    #expect(PromptText.visibleWidth(prompt) == 7)
    #expect(PromptText.forEditLine("plain> ") == "plain> ")
    #expect(PromptText.visibleWidth("λ> ") == 3)
  }

  @Test("UTF-8 lead bytes announce the sequence length; continuation bytes start nothing")
  func sequenceLengths() {
    #expect(TerminalInput.sequenceLength(leadingByte: 0x41) == 1)
    #expect(TerminalInput.sequenceLength(leadingByte: 0xC3) == 2)
    #expect(TerminalInput.sequenceLength(leadingByte: 0xE2) == 3)
    #expect(TerminalInput.sequenceLength(leadingByte: 0xF0) == 4)
    #expect(TerminalInput.sequenceLength(leadingByte: 0x80) == nil)
    #expect(TerminalInput.sequenceLength(leadingByte: 0xFF) == nil)
  }

  @Test("characters are read one at a time, broken sequences become U+FFFD, then end")
  func readCharacters() throws {
    let pipe = Pipe()
    var bytes = Array("aé€😀".utf8)
    bytes += [0x80, 0xC3, 0x41]  // stray continuation byte; truncated sequence then "A"
    try pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    var input = TerminalInput()
    var read: [TerminalInput.Outcome] = []
    for _ in 0..<7 {
      read.append(input.readCharacter(from: descriptor) { nil })
    }
    #expect(
      read == [
        .character("a"), .character("é"), .character("€"), .character("😀"),
        .character("\u{FFFD}"), .character("A"), .endOfFile,
      ])
  }
}
