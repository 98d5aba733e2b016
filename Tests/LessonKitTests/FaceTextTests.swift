import Foundation
import Testing
import TutorSupport

@testable import LessonKit

/// One sentence per face: `<!-- terminal -->` and `<!-- browser -->` sections that each
/// renderer picks, markers checked by the loader with their file and line.
@Suite struct FaceTextTests {
  static let text = """
    Every example runs.
    <!-- terminal -->
    Type `:lessons` to list them.
    <!-- /terminal -->
    <!-- browser -->
    Press **Run** beside it.
    <!-- /browser -->
    Then change it.

    ```text
    <!-- terminal -->
    ```
    """

  @Test func eachFaceKeepsItsOwnLinesAndNoMarker() {
    let terminal = FaceText.select(Self.text, for: .terminal)
    #expect(
      terminal
        == "Every example runs.\nType `:lessons` to list them.\nThen change it.\n\n```text\n"
        + "<!-- terminal -->\n```")
    let browser = FaceText.select(Self.text, for: .browser)
    #expect(
      browser
        == "Every example runs.\nPress **Run** beside it.\nThen change it.\n\n```text\n"
        + "<!-- terminal -->\n```", "a marker inside a code block is code")
    #expect(FaceText.problems(in: Self.text).isEmpty)
    // A comment of several words is a note, not a marker: left alone.
    let note = "<!-- a note for authors -->\nText."
    #expect(FaceText.select(note, for: .browser) == note && FaceText.problems(in: note).isEmpty)
  }

  @Test func theTerminalRendererReadsItsFace() throws {
    let course = try TemporaryCourse([
      "01-a/lesson.md": TemporaryCourse.lesson(
        "id: a\ntitle: A\nsummary: S.", body: "\n" + Self.text + "\n")
    ]).load()
    let lesson = try #require(course.lessons.first)
    let shown = TerminalRenderer(width: 80, style: .plain).render(lesson: lesson, language: .en)
    #expect(shown.contains("Every example runs. Type `:lessons` to list them. Then change it."))
    #expect(!shown.contains("Press") && !shown.contains("<!-- /"))
    let page = lesson.text(.en).body(for: .browser)
    #expect(page.contains("Press **Run** beside it.") && !page.contains(":lessons"))
    #expect(course.problems.allSatisfy { $0.severity == .warning }, "\(course.problems)")
  }

  @Test func theLoaderReportsMarkersItCannotUseAtTheirLines() throws {
    let body = """

      <!-- termnial -->
      One.
      <!-- /termnial -->
      <!-- browser -->
      Two.
      <!-- /terminal -->
      <!-- terminal -->
      ```swift
      let a = 1
      ```
      """
    let course = try TemporaryCourse(
      [
        "01-a/lesson.md": TemporaryCourse.lesson("id: a\ntitle: A\nsummary: S.", body: body),
        "01-a/exercises/e/task.md":
          "# Task\n\n<!-- browser -->\nPress Check.\n\n## Hints\n\n- A.\n",
      ].merging(
        TemporaryCourse.exercise("e").filter { $0.key != "task.md" }.map {
          ("01-a/exercises/e/" + $0.key, $0.value)
        }, uniquingKeysWith: { $1 })
    ).load()
    let problems = course.problems.map { $0.formatted(relativeTo: course.root) }
    let expected = [
      "01-a/lesson.md:7: error: `<!-- termnial -->` is no face marker",
      "01-a/lesson.md:9: error: `<!-- /termnial -->` is no face marker",
      "01-a/lesson.md:12: error: `<!-- /terminal -->` closes no `<!-- terminal -->` (the open"
        + " section is `<!-- browser -->`)",
      "01-a/lesson.md:10: error: `<!-- browser -->` is not closed",
      "01-a/lesson.md:14: error: a Swift block inside `<!-- terminal -->`",
      "01-a/lesson.md:13: error: `<!-- terminal -->` is not closed",
      "01-a/exercises/e/task.md:3: error: `<!-- browser -->` is not closed",
    ]
    for start in expected {
      #expect(problems.contains { $0.hasPrefix(start) }, "\(start)\n\(problems)")
    }
  }
}
