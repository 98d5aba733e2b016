import Foundation
import Testing

@testable import LessonKit

/// What a lesson's code block claims, read from its info string and the output block after it.
@Suite struct BlockClaimsTests {
  private func blocks(_ body: String) -> LessonBlocks {
    LessonBlocks(MarkdownParser.parse(body, firstLine: 10))
  }

  @Test func infoStringWordsKeepQuotedSpacesAndEscapes() {
    let info = InfoString(#"swift error: "cannot assign to value: 'x'" warning:"a \"b\"" after: 2"#)
    #expect(info.language == "swift")
    #expect(
      info.words == [
        .init(key: "error", value: "cannot assign to value: 'x'"),
        .init(key: "warning", value: "a \"b\""), .init(key: "after", value: "2"),
      ])
    #expect(info.problem == nil)
    #expect(
      InfoString(#"swift error: "open"#).problem == "the value of 'error:' has no closing quote")
  }

  @Test func errorBlocksAreNotNumberedAndOthersAre() {
    let found = blocks(
      """
      ```swift
      let a = 1
      ```

      ```swift error: "cannot assign"
      a = 2
      ```

      ```swift norun
      a++
      ```

      ```swift warning: "never mutated" crash: "Index out of range"
      let b = 2
      ```
      """)
    #expect(found.problems.isEmpty)
    #expect(found.blocks.map(\.example) == [1, nil, 2])
    #expect(found.blocks[1].claims.errors == ["cannot assign"])
    #expect(found.blocks[1].fenceLine == 14)
    #expect(found.blocks[2].claims.warnings == ["never mutated"])
    #expect(found.blocks[2].claims.crash == "Index out of range")
  }

  @Test func anOutputBlockBelongsToTheSwiftBlockRightBeforeIt() {
    let found = blocks(
      """
      ```swift
      print("hi")
      ```

      ```output
      hi
      ```

      Some text.

      ```output
      lonely
      ```
      """)
    #expect(found.blocks.count == 1)
    #expect(found.blocks[0].claims.output == "hi\n")
    #expect(found.blocks[0].claims.outputLine == 14)
    #expect(
      found.problems == [
        .init(
          line: 20,
          message:
            "an ```output block must come right after the swift example whose output it shows")
      ])
  }

  @Test func wrongWordsAreProblemsAtTheFence() {
    let found = blocks(
      """
      ```swift eror: "x"
      let a = 1
      ```

      ```swift after: 3
      let b = 2
      ```

      ```swift crash
      let c = [1][2]
      ```

      ```output
      nothing
      ```
      """)
    #expect(found.problems.map(\.line) == [10, 14, 22])
    #expect(found.problems[0].message.hasPrefix("unknown word 'eror:' in the info string"))
    #expect(found.problems[0].message.contains("did you mean 'error'?"))
    #expect(
      found.problems[1].message
        == "'after: 3' names an example that does not come before this block")
    #expect(found.problems[2].message.hasPrefix("a block that crashes cannot claim its output"))
  }

  @Test func runnableMeansSwiftWithoutNorunOrAnErrorClaim() {
    #expect(CodeExample.isRunnable(info: "swift"))
    #expect(CodeExample.isRunnable(info: #"swift warning: "x""#))
    #expect(!CodeExample.isRunnable(info: "swift norun"))
    #expect(!CodeExample.isRunnable(info: #"swift error: "x""#))
    #expect(!CodeExample.isRunnable(info: "output"))
  }

  @Test func theLoaderReportsBadClaimsAndRunNumbersAtTheirLines() throws {
    let course = try TemporaryCourse([
      "01-a/lesson.md": TemporaryCourse.lesson(
        "id: a\ntitle: A\nsummary: S.",
        body: "\n```swift warnig: \"x\"\nlet a = 1\n```\n\nTry `:run 2`.\n"),
      "01-a/lesson.zh-Hans.md": TemporaryCourse.lesson(
        "id: a\ntitle: 甲\nsummary: 乙。", body: "\n```swift error: \"x\"\nlet a = 1\n```\n"),
    ]).load()
    let problems = course.problems.map { $0.formatted(relativeTo: course.root) }
    #expect(
      problems.contains {
        $0.hasPrefix("01-a/lesson.md:7: error: unknown word 'warnig:' in the info string")
      })
    #expect(
      problems.contains(
        "01-a/lesson.md:11: error: `:run 2` names an example this lesson does not have (it has 1)"))
    #expect(
      problems.contains {
        $0.hasPrefix("01-a/lesson.zh-Hans.md:7: warning: block 1 claims something else")
      })
  }
}
