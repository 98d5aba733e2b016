import Foundation
import Testing
import TutorSupport
import TutorTerminal

/// Which pager runs, and when a text is long enough to need one.
@Suite struct PagerTests {
  @Test func thePagerIsPAGERElseLess() {
    #expect(Pager(environment: [:], language: .en).command == "less -R")
    #expect(Pager(environment: ["PAGER": "most -s"], language: .en).command == "most -s")
    #expect(
      Pager(environment: ["PAGER": ""], language: .en).command == nil, "PAGER= turns paging off")
    #expect(Pager(environment: ["PAGER": "cat"], language: .en).command == nil)
  }

  /// The page's first line names the keys in the learner's language (a bare `:` left a
  /// newcomer stuck).
  @Test func thePageNamesTheKeys() {
    #expect(
      Pager(environment: [:], language: .en).keys
        == "(Space next page · b back · / search · q close)")
    #expect(Pager(environment: [:], language: .zhHans).keys == "（空格 下一页 · b 上一页 · / 搜索 · q 关闭）")
  }

  @Test func aTextIsPagedOnlyWhenItAndThePromptDoNotFit() {
    let forty = Array(repeating: "line", count: 40).joined(separator: "\n")
    #expect(Pager.isTaller(forty, than: 40), "40 lines and a prompt need 41 rows")
    #expect(!Pager.isTaller(forty, than: 41))
    #expect(!Pager.isTaller("one line", than: 2))
  }

  @Test func rowsComeFromTheTerminalElseLINES() {
    // Under `swift test` standard output is not a terminal.
    guard isatty(STDOUT_FILENO) == 0 else { return }
    #expect(TerminalSize.rows(environment: ["LINES": "33"]) == 33)
    #expect(TerminalSize.rows(environment: [:]) == nil)
  }

  @Test func outputThatIsNotATerminalIsNeverPaged() {
    guard isatty(STDOUT_FILENO) == 0 else { return }
    let long = Array(repeating: "line", count: 500).joined(separator: "\n")
    #expect(!Pager(environment: ["LINES": "10", "PAGER": "false"], language: .en).page(long))
  }
}
