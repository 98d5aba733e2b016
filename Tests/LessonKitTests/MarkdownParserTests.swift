import LessonKit
import Testing

@Suite struct MarkdownParserTests {
  @Test func buildsTheTreeWithFileLines() {
    let markdown = "# Title\n\nSome *soft* and **strong** `code`.\n\n```swift\nlet x = 1\n```\n"
    let tree = MarkdownParser.parse(markdown, firstLine: 10)
    #expect(
      tree
        == .document([
          .heading(level: 1, line: 10, [.text("Title")]),
          .paragraph([
            .text("Some "), .emphasis([.text("soft")]), .text(" and "),
            .strong([.text("strong")]), .text(" "), .code("code"), .text("."),
          ]),
          .codeBlock(info: "swift", literal: "let x = 1\n", line: 14),
        ]))
  }

  @Test func textSplitByCmarkIsJoinedAgain() {
    #expect(MarkdownParser.parse("a [b c").children == [.paragraph([.text("a [b c")])])
  }

  @Test func listsLinksQuotesAndBreaks() {
    let markdown = "3. [Swift](https://swift.org)\n4. two\\\n   lines\n\n> quoted\n> on\n\n---\n"
    let tree = MarkdownParser.parse(markdown)
    #expect(
      tree.children == [
        .list(
          ordered: true, start: 3, tight: true,
          [
            .item(
              lines: 1...1,
              [.paragraph([.link(url: "https://swift.org", title: "", [.text("Swift")])])]),
            .item(lines: 2...4, [.paragraph([.text("two"), .lineBreak, .text("lines")])]),
          ]),
        .blockQuote([.paragraph([.text("quoted"), .softBreak, .text("on")])]),
        .thematicBreak,
      ])
  }

  @Test func pipeTablesBecomeTablesOnlyWithADelimiterRow() {
    let table = MarkdownParser.parse("intro\n\n| a | b \\| c |\n|---|:-:|\n| 1 | 2 |\n| 3 |\n")
    #expect(
      table.children.last == .table(rows: [["a", "b | c"], ["1", "2"], ["3", ""]], line: 3))
    let notTable = MarkdownParser.parse("a | b\nc | d\n")
    #expect(notTable.children == [.paragraph([.text("a | b"), .softBreak, .text("c | d")])])
  }

  @Test func examplesAreRunnableSwiftBlocksInDocumentOrder() {
    let markdown = """
      ```swift
      one()
      ```
      - item

        ```swift
        two()
        ```
      ```swift no-run
      broken(
      ```
      ```text
      not swift
      ```
      ```swift norun
      shown()
      ```
          indented()
      """
    let examples = CodeExample.examples(in: MarkdownParser.parse(markdown, firstLine: 5))
    #expect(examples.map(\.number) == [1, 2])
    #expect(examples.map(\.code) == ["one()\n", "two()\n"])
    #expect(examples.map(\.fenceLine) == [5, 10])
  }

  @Test func plainTextDropsMarkup() {
    let tree = MarkdownParser.parse("Use **`if let`** to [unwrap](x).")
    #expect(tree.plainText == "Use if let to unwrap.")
  }
}
