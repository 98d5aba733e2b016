import LessonKit
import Testing

@Suite struct TerminalWidthTests {
  @Test func asciiIsOneColumnPerCharacter() {
    #expect(TerminalWidth.width(of: "let x = 1") == 9)
  }

  @Test func cjkHangulAndFullwidthFormsAreTwoColumns() {
    #expect(TerminalWidth.width(of: "可选值") == 6)
    #expect(TerminalWidth.width(of: "한글") == 4)
    #expect(TerminalWidth.width(of: "ＡＢ") == 4)
    #expect(TerminalWidth.width(of: "，。") == 4)
    #expect(TerminalWidth.width(of: "かな") == 4)
  }

  @Test func twentyChineseCharactersAreFortyColumns() {
    #expect(TerminalWidth.width(of: String(repeating: "值", count: 20)) == 40)
  }

  @Test func combiningMarksAreZeroColumns() {
    #expect(TerminalWidth.width(of: "e\u{301}") == 1)
    #expect(TerminalWidth.width(of: "\u{301}" as Unicode.Scalar) == 0)
    #expect(TerminalWidth.width(of: "a\u{200B}b") == 2)
  }

  @Test func emojiAreTwoColumns() {
    #expect(TerminalWidth.width(of: "🍎") == 2)
    #expect(TerminalWidth.width(of: "❤️") == 2)
    #expect(TerminalWidth.width(of: "👩‍💻") == 2)
    #expect(TerminalWidth.width(of: "🇨🇳") == 2)
  }

  @Test func ansiEscapesTakeNoColumns() {
    #expect(TerminalWidth.width(of: "\u{1B}[1;35mlet\u{1B}[0m 值") == 6)
    #expect(TerminalWidth.width(of: "\u{1B}]8;;https://swift.org\u{07}link\u{1B}]8;;\u{07}") == 4)
  }
}
