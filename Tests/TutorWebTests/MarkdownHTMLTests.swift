import Foundation
import LessonKit
import Testing
import TutorSupport
import TutorTestSupport

@testable import TutorWeb

/// Lesson Markdown as the browser gets it: libcmark's HTML, the tutor's own code blocks, no
/// author HTML or script URL passed through.
struct MarkdownHTMLTests {
  @Test func everyRunnableExampleOfTheCourseGetsItsRunButtonWithTheREPLsNumber() throws {
    let course = try CourseLoader.load(
      from: TestPaths.packageRoot.appendingPathComponent("Lessons"))
    #expect(course.lessons.count == 12)
    for lesson in course.lessons {
      for language in Language.allCases {
        let text = lesson.text(language)
        let html = MarkdownHTML.render(text.body, runnable: true, runLabel: "Run")
        let numbers = html.matches(of: /<button type="button" class="run" data-example="(\d+)">/)
          .map { Int($0.output.1) ?? 0 }
        let expected = lesson.examples(language: language).map(\.number)
        #expect(numbers == expected, "\(lesson.id) \(language)")
      }
    }
  }

  /// A browser shows a line break as a space: between two Chinese characters or next to
  /// full-width punctuation it is dropped, between English words it stays.
  @Test func aLineBreakInsideChineseTextIsNoSpace() {
    let html = MarkdownHTML.render(
      "可选类型可以\n没有值，`nil`\n表示没有。\nA line\nbreak.", runnable: false, runLabel: "Run")
    #expect(html.contains("可选类型可以没有值，<code>nil</code>\n表示没有。A line\nbreak."), "\(html)")
  }

  @Test func authorHTMLIsShownAsTextAndScriptLinksAreDropped() {
    let markdown = """
      <script>alert(1)</script>

      Some <b onclick="x()">bold</b> [click](javascript:alert(2)) and [ok](https://swift.org).

      ![pic](data:text/html;base64,PHNjcmlwdD4=) ![png](data:image/png;base64,iVBOR)
      """
    let html = MarkdownHTML.render(markdown, runnable: true, runLabel: "Run")
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.contains("<b onclick"))
    #expect(!html.contains("javascript:"))
    #expect(html.contains("href=\"https://swift.org\""))
    #expect(!html.contains("data:text/html"))
    #expect(html.contains("src=\"data:image/png;base64,iVBOR\""))
  }

  @Test func codeBlocksAreEscapedAndOnlyRunnableSwiftGetsAButton() {
    let markdown = """
      ```swift
      let tag = "</pre><script>x()</script>"
      ```

      ```swift norun
      println("Swift 2")
      ```

      ```swift error: "cannot find 'nope' in scope"
      nope
      ```

      ```output
      hello
      ```
      """
    let html = MarkdownHTML.render(markdown, runnable: true, runLabel: "运行")
    #expect(html.components(separatedBy: "class=\"run\"").count == 2)
    #expect(html.contains("data-example=\"1\">运行</button>"))
    #expect(html.contains("&lt;/pre&gt;&lt;script&gt;x()&lt;/script&gt;"))
    #expect(html.contains("<div class=\"block output\">"))
    #expect(
      MarkdownHTML.render(markdown, runnable: false, runLabel: "").contains("class=\"run\"")
        == false)
  }

  @Test func aPipeTableBecomesATable() {
    let html = MarkdownHTML.render(
      "| Input | Result |\n| --- | --- |\n| `nil` | <i>no</i> |\n", runnable: false, runLabel: "")
    #expect(html.contains("<table><thead><tr><th>Input</th><th>Result</th></tr></thead>"))
    #expect(html.contains("<td><code>nil</code></td>"))
    #expect(!html.contains("<i>"))
  }
}
