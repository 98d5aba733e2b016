import LessonKit
import Testing

@Suite struct WrappingTests {
  let plain30 = TerminalRenderer(width: 30, style: .plain)

  private func lines(_ output: String) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The text without ANSI escape sequences.
  private func stripped(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for character in text {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }

  @Test func englishWrapsAtWordsWithinFortyColumns() {
    let text = "Optionals say that a value may be missing, and Swift makes you handle that case."
    let output = TerminalRenderer(width: 40, style: .plain).render(markdown: text)
    #expect(
      lines(output) == [
        "Optionals say that a value may be",
        "missing, and Swift makes you handle that",
        "case.",
      ])
  }

  @Test func twentyChineseCharactersWrapAtThirtyColumns() {
    let text = "可选值要么包含一个值要么什么都没有所以要"
    #expect(TerminalWidth.width(of: text) == 40)
    #expect(lines(plain30.render(markdown: text)) == ["可选值要么包含一个值要么什么都", "没有所以要"])
  }

  @Test func closingPunctuationNeverStartsALine() {
    let text = "可选值要么包含一个值要么什么都。没有"
    #expect(lines(plain30.render(markdown: text)) == ["可选值要么包含一个值要么什么", "都。没有"])
  }

  @Test func latinWordsInsideChineseStayWhole() {
    let text = "我们在这一课里学习如何使用Swift的可选值"
    let output = lines(plain30.render(markdown: text))
    #expect(output == ["我们在这一课里学习如何使用", "Swift的可选值"])
  }

  @Test func softBreaksJoinChineseWithoutASpaceAndEnglishWithOne() {
    #expect(plain30.render(markdown: "第一行\n第二行") == "第一行第二行")
    #expect(plain30.render(markdown: "one\ntwo") == "one two")
    #expect(plain30.render(markdown: "Swift\n语言") == "Swift 语言")
    #expect(plain30.render(markdown: "要求更严：\n`let`、\n`var`") == "要求更严：`let`、`var`")
    // A code span that starts with a dot is a word, not punctuation closing the line before.
    let ansi = TerminalRenderer(width: 60, style: .ansi)
    #expect(
      stripped(ansi.render(markdown: "the result is\n`.failure(e)`")) == "the result is .failure(e)"
    )
    #expect(plain30.render(markdown: "the end\n.") == "the end.")
  }

  @Test func aWordLongerThanTheLineIsCut() {
    let word = String(repeating: "a", count: 50)
    #expect(
      lines(plain30.render(markdown: word)) == [
        String(repeating: "a", count: 30), String(repeating: "a", count: 20),
      ])
  }

  @Test func ansiCodesDoNotCountTowardTheWidth() {
    let marked = "**Swift** makes *you* handle `nil` before you use a value, so crashes are rare."
    let bare = "Swift makes you handle nil before you use a value, so crashes are rare."
    let ansi = TerminalRenderer(width: 30, style: .ansi).render(markdown: marked)
    #expect(ansi.contains("\u{1B}[1mSwift\u{1B}[0m"))
    #expect(stripped(ansi) == plain30.render(markdown: bare))
    for line in lines(ansi) {
      #expect(TerminalWidth.width(of: line) <= 30)
    }
  }

  @Test func listItemsHangUnderTheirText() {
    let output = plain30.render(
      markdown: "10. first item with text that wraps\n11. 第二项的文字也很长需要换行显示出来")
    #expect(
      lines(output) == [
        "10. first item with text that",
        "    wraps",
        "11. 第二项的文字也很长需要换行",
        "    显示出来",
      ])
  }

  @Test func aCodeSpanMovesWholeToTheNextLine() {
    let text = "Return the text `\"<name> (<rating>/5)\"` for each meal."
    #expect(
      lines(plain30.render(markdown: text)) == [
        "Return the text",
        "`\"<name> (<rating>/5)\"` for",
        "each meal.",
      ])
  }

  @Test func aCodeSpanWiderThanTheLineRunsPastTheEdgeUnbroken() {
    let text = "Call `init?(name: String, photo: Photo?, rating: Int)` here."
    #expect(
      lines(plain30.render(markdown: text)) == [
        "Call",
        "`init?(name: String, photo: Photo?, rating: Int)`",
        "here.",
      ])
  }

  @Test func aShortQuoteMovesWholeAndALongOneWrapsBetweenWords() {
    let short = "The compiler then says \"cannot assign to value\" and stops."
    #expect(
      lines(plain30.render(markdown: short)) == [
        "The compiler then says",
        "\"cannot assign to value\" and",
        "stops.",
      ])
    let long = "It says \"this quoted sentence is far too long for one line\" here."
    #expect(lines(plain30.render(markdown: long)).count == 3)
  }

  @Test func closingPunctuationAfterASourceLineBreakStaysWithWhatItCloses() {
    let text = "很多地方都会用到可选值和它的解包方式 `if let`\n。后面还有"
    let output = lines(plain30.render(markdown: text))
    #expect(output.allSatisfy { !$0.hasPrefix("。") }, "\(output)")
    #expect(output.joined().contains("`if let`。后面"))
  }

  @Test func aCutWordNeverLeavesClosingPunctuationAtALineStart() {
    let word = String(repeating: "a", count: 30) + ")."
    let output = lines(plain30.render(markdown: word))
    #expect(output == [String(repeating: "a", count: 30) + ")."])
  }

  @Test func aTableCellNeverSplitsAnExpression() {
    let table = """
      | call | gives |
      |---|---|
      | `stride(from: 10, through: 0, by: -5)` | 10, 5 and 0, counting down with a step |

      """
    let output = lines(TerminalRenderer(width: 40, style: .plain).render(markdown: table))
    #expect(output.contains { $0.hasPrefix("`stride(from: 10, through: 0, by: -5)` | ") })
  }
}
