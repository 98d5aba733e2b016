import Learner
import LessonKit
import TutorSupport

/// A lesson: its Markdown rendered by libcmark, each runnable example with a Run button that
/// shows its values beside its lines, then the exercises and the way to the next lesson.
struct LessonPage {
  let course: Course
  let lesson: Lesson
  let progress: LearnerProgress
  let language: Language

  /// The page's HTML.
  func html() -> String {
    let layout = PageLayout(course: course, language: language)
    let text = lesson.text(language)
    let body = MarkdownHTML.render(
      text.body(for: .browser), runnable: true, runLabel: Message.runButton.text(language),
      language: language)
    var main = "<article class=\"lesson-text\">\n"
    main +=
      "<p class=\"crumb\">\(layout.text("web.lesson.number", ["number": lesson.number]))</p>\n"
    main += "<h1>\(HTML.escape(text.title))</h1>\n"
    if !text.summary.isEmpty { main += "<p class=\"summary\">\(HTML.escape(text.summary))</p>\n" }
    if lesson.texts[language] == nil {
      main += "<p class=\"note\">\(layout.text("web.lesson.not-translated"))</p>\n"
    }
    main += body + "</article>\n"
    main += "<section class=\"lesson-exercises\"><h2>"
    main += layout.text(
      "web.lesson.exercises",
      ["passed": progress.passedCount(in: lesson), "count": lesson.exercises.count])
    main += "</h2>\n" + ExerciseList(lesson: lesson, progress: progress, language: language).html()
    main += "</section>\n" + neighbours(layout)
    return layout.page(
      title: text.title, kind: "lesson", data: ["lesson": lesson.id], main: main)
  }

  /// Links to the lessons before and after this one.
  private func neighbours(_ layout: PageLayout) -> String {
    guard let index = course.lessons.firstIndex(where: { $0.id == lesson.id }) else { return "" }
    var links = ""
    if index > 0 {
      let previous = course.lessons[index - 1]
      links +=
        "<a class=\"previous\" href=\"/lesson/\(HTML.escape(previous.id))\">← "
        + HTML.escape(previous.text(language).title) + "</a>"
    }
    if index + 1 < course.lessons.count {
      let next = course.lessons[index + 1]
      links +=
        "<a class=\"next\" href=\"/lesson/\(HTML.escape(next.id))\">"
        + HTML.escape(next.text(language).title) + " →</a>"
    }
    return "<nav class=\"neighbours\">\(links)</nav>\n"
  }
}
