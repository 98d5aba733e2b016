import LessonKit
import Testing

/// Tables wider than the terminal wrap inside their widest cells instead of running past the
/// edge (where the terminal would break them mid-word, across the column rule).
@Suite struct TableWrappingTests {
  private let markdown = """
    | command | what it does |
    |---|---|
    | `:run N` | runs the N-th Swift example of the current lesson at the prompt |
    | `:quit` | leaves |

    """

  @Test func aWideColumnWrapsInsideItsCellAndTheRowsStayAligned() {
    let plain = TerminalRenderer(width: 40, style: .plain).render(markdown: markdown)
    #expect(
      plain == """
        command  | what it does
        ---------+------------------------------
        `:run N` | runs the N-th Swift example
                 | of the current lesson at the
                 | prompt
        `:quit`  | leaves
        """)
  }

  @Test func aTableThatFitsIsLeftAsItIs() {
    let wide = TerminalRenderer(width: 120, style: .plain).render(markdown: markdown)
    #expect(wide.split(separator: "\n").count == 4)
    #expect(
      wide.contains("`:run N` | runs the N-th Swift example of the current lesson at the prompt"))
  }

  @Test func chineseCellsWrapByColumnsAndEveryLineFits() {
    let table = "| 命令 | 作用 |\n|---|---|\n| `:hint` | 给出下一条提示，先含蓄、后直白，一次一条 |\n"
    for style in [TerminalRenderer.Style.plain, .ansi] {
      let text = TerminalRenderer(width: 30, style: style).render(markdown: table)
      let lines = text.split(separator: "\n").map(String.init)
      #expect(lines.count == 4)
      #expect(lines.allSatisfy { TerminalWidth.width(of: $0) <= 30 })
    }
    let plain = TerminalRenderer(width: 30, style: .plain).render(markdown: table)
    #expect(plain.hasSuffix("`:hint` | 给出下一条提示，先含\n        | 蓄、后直白，一次一条"))
  }
}
