import LessonKit
import Testing

@Suite struct RendererSnapshotTests {
  static let sample = """
    # Optionals

    An *optional* holds a **value** or `nil`. Read [the book](https://docs.swift.org) for more.

    - first item that is long enough to wrap around the edge
    - second
      - nested item
    1. one
    2. two

    > A quote that is also long enough to wrap at forty columns.

    ```swift
    let x: Int? = 42 // answer
    ```

    ```text
    plain  text
    ```

    ---

    | Name | 中文 |
    |------|------|
    | optional | 可选值 |
    """

  @Test func plainAtFortyColumns() {
    let renderer = TerminalRenderer(width: 40, style: .plain)
    let output = renderer.render(MarkdownParser.parse(Self.sample), exampleLabels: .en)
    #expect(
      output == """
        # Optionals

        An *optional* holds a **value** or
        `nil`. Read the book
        (https://docs.swift.org) for more.

        - first item that is long enough to wrap
          around the edge
        - second
          - nested item

        1. one
        2. two

        > A quote that is also long enough to
        > wrap at forty columns.

        [example 1 — :run 1]
            let x: Int? = 42 // answer

            plain  text

        ----------------------------------------

        Name     | 中文
        ---------+-------
        optional | 可选值
        """)
    #expect(!output.contains("\u{1B}"))
  }

  @Test func ansiAtFortyColumns() {
    let renderer = TerminalRenderer(width: 40, style: .ansi)
    let output = renderer.render(MarkdownParser.parse(Self.sample), exampleLabels: .en)
    let expected =
      "\u{1B}[1;4m# Optionals\u{1B}[0m\n\n"
      + "An \u{1B}[3moptional\u{1B}[0m holds a \u{1B}[1mvalue\u{1B}[0m or"
      + " \u{1B}[33mnil\u{1B}[0m. Read\n"
      + "\u{1B}[4;34mthe book\u{1B}[0m\u{1B}[2m (https://docs.swift.org)\u{1B}[0m for\nmore.\n\n"
      + "• first item that is long enough to wrap\n  around the edge\n• second\n  ◦ nested item\n\n"
      + "1. one\n2. two\n\n"
      + "\u{1B}[2m│\u{1B}[0m A quote that is also long enough to\n"
      + "\u{1B}[2m│\u{1B}[0m wrap at forty columns.\n\n"
      + "\u{1B}[2m[example 1 — :run 1]\u{1B}[0m\n"
      + "    \u{1B}[1;35mlet\u{1B}[0m x: \u{1B}[36mInt\u{1B}[0m? = \u{1B}[34m42\u{1B}[0m"
      + " \u{1B}[32m// answer\u{1B}[0m\n\n"
      + "    plain  text\n\n"
      + "\u{1B}[2m────────────────────────────────────────\u{1B}[0m\n\n"
      + "\u{1B}[1mName\u{1B}[0m    \u{1B}[2m │ \u{1B}[0m\u{1B}[1m中文\u{1B}[0m\n"
      + "\u{1B}[2m─────────┼───────\u{1B}[0m\n"
      + "optional\u{1B}[2m │ \u{1B}[0m可选值"
    #expect(output == expected)
  }

  @Test func everyRenderedLineFitsTheWidth() {
    for style in [TerminalRenderer.Style.plain, .ansi] {
      let output = TerminalRenderer(width: 40, style: style).render(markdown: Self.sample)
      for line in output.split(separator: "\n") {
        #expect(TerminalWidth.width(of: String(line)) <= 40, "\(style): \(line)")
      }
    }
  }

  @Test func aLessonShowsTitleSummaryAndLabelledExamplesOnce() throws {
    let course = try Fixtures.load("good-course")
    let lesson = try #require(course.lesson(id: "optionals"))
    let plain = TerminalRenderer(width: 60, style: .plain)
    #expect(
      plain.render(lesson: lesson, language: .en) == """
        # Optionals

        *Values that may be missing.*

        An optional holds a value **or** `nil`.

        [example 1 — :run 1]
            let name: String? = "Ada"
            if let name {
              print(name)
            }
        """)
    let chinese = plain.render(lesson: lesson, language: .zhHans)
    #expect(chinese.hasPrefix("# 可选值\n\n*可能缺失的值。*\n\n可选值要么有值，要么是 `nil`。\n\n[示例 1 — :run 1]\n"))
  }

  @Test func aTaskShowsItsTitleAndStatement() throws {
    let course = try Fixtures.load("good-course")
    let task = try #require(course.exercise(id: "say-hello")).exercise.task(.en)
    let output = TerminalRenderer(width: 60, style: .plain).render(task: task)
    #expect(output == "## Say hello\n\nPrint `Hello, Swift!` on one line.")
  }

  @Test func swiftIsHighlightedFromTheTokenStream() {
    let ansi = TerminalRenderer(width: 80, style: .ansi)
    let code = "/* note */ struct Meal { var name = \"Soup\" }"
    #expect(
      ansi.highlight(swift: code)
        == "\u{1B}[32m/* note */\u{1B}[0m \u{1B}[1;35mstruct\u{1B}[0m \u{1B}[36mMeal\u{1B}[0m {"
        + " \u{1B}[1;35mvar\u{1B}[0m name = \u{1B}[31m\"Soup\"\u{1B}[0m }")
    #expect(TerminalRenderer(width: 80, style: .plain).highlight(swift: code) == code)
  }

  @Test func htmlCommentsAreHiddenAndOtherHTMLShown() {
    let output = TerminalRenderer(width: 40, style: .plain).render(
      markdown: "<!-- author note -->\n\ntext\n\n<div>x</div>\n")
    #expect(output == "text\n\n<div>x</div>")
  }

  @Test func tableCellsRenderTheirInlineMarkdownAndStayAligned() {
    let markdown = "| Syntax | Meaning |\n|---|---|\n| `x!` | force unwrap |\n| `x ?? 0` | 默认值 |\n"
    let plain = TerminalRenderer(width: 40, style: .plain).render(markdown: markdown)
    #expect(
      plain == """
        Syntax   | Meaning
        ---------+-------------
        `x!`     | force unwrap
        `x ?? 0` | 默认值
        """)
    let ansi = TerminalRenderer(width: 40, style: .ansi).render(markdown: markdown)
    #expect(ansi.contains("\u{1B}[33mx!\u{1B}[0m    \u{1B}[2m │ \u{1B}[0mforce unwrap"))
  }
}
