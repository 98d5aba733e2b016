import Foundation
import Learner
import LessonKit
import Testing
import TutorSupport

@testable import TutorWeb

/// The bundled course read on the page: every lesson and exercise page, in both languages,
/// names the page's buttons and never a REPL command or a face marker — while the terminal's
/// rendering of the same lessons still names its commands. Block labels have no brackets.
@Suite struct LessonFaceTests {
  static let commands = [":run", ":check", ":hint", ":exercise", ":reset", ":solution"]
  static let markers = ["<!-- terminal", "<!-- browser", "<!-- /terminal", "<!-- /browser"]

  /// The text a reader sees of `html`: tags and entities left out.
  private func words(_ html: String) -> String {
    html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test(arguments: Language.allCases)
  func everyPageNamesButtonsNotCommands(language: Language) throws {
    let course = try InProcessServer.course.get()
    for lesson in course.lessons {
      let html = LessonPage(
        course: course, lesson: lesson, progress: LearnerProgress(), language: language
      ).html()
      let text = words(html)
      for word in Self.commands + Self.markers {
        #expect(!text.contains(word), "\(lesson.id) (\(language)) shows \(word)")
      }
      #expect(!text.contains("[" + Catalog.text("lesson.label.output", language) + "]"))
      #expect(!text.contains("[" + Catalog.text("lesson.label.does-not-compile", language)))
      for exercise in lesson.exercises {
        let task = exercise.task(language)
        let page = words(
          MarkdownHTML.render(
            FaceText.select(task.statement, for: .browser), runnable: false, runLabel: "")
            + task.hints.map {
              HintHTML.item($0, number: 1, count: task.hints.count, language: language)
            }.joined())
        for word in Self.commands + Self.markers {
          #expect(!page.contains(word), "\(exercise.id) (\(language)) shows \(word)")
        }
      }
    }
    #expect(course.problems.filter { $0.severity == .error }.isEmpty, "\(course.problems)")
  }

  @Test(arguments: Language.allCases)
  func theTerminalStillNamesItsCommands(language: Language) throws {
    let course = try InProcessServer.course.get()
    let renderer = TerminalRenderer(width: 100, style: .plain)
    let all = course.lessons.map { renderer.render(lesson: $0, language: language) }.joined()
    for command in [":run 1", ":check", ":hint", ":reset", ":run 12"] {
      #expect(all.contains(command), "\(command) (\(language))")
    }
    for marker in Self.markers { #expect(!all.contains(marker)) }
    let first = try #require(course.lessons.first)
    #expect(
      words(LessonPage(course: course, lesson: first, progress: .init(), language: language).html())
        .contains(Catalog.text("web.nav.scratch", language)))
  }

  @Test func anOutputBlockIsLabelledOnceWithoutBrackets() throws {
    let html = MarkdownHTML.render(
      "```swift\nprint(1)\n```\n\n```output\n1\n```\n\n<!-- a note -->\n", runnable: true,
      runLabel: "运行", language: .zhHans)
    #expect(html.contains("<p class=\"block-label\">输出</p>"), "\(html)")
    #expect(html.components(separatedBy: "输出").count == 2)
    #expect(!html.contains("a note"), "a comment is hidden, as in the terminal")
  }
}
