import Foundation
import Grading
import LessonKit
import Reports
import TutorSupport

/// The frame of the teacher's pages: no editor, no student's language switch (the teacher's
/// language is the page's own `?lang=`), the class report's style, and the teacher's script.
struct TeacherLayout: LocalizedPage {
  /// The course (its title).
  let course: Course
  /// The page's language.
  let language: Language
  /// Whether the class page shows every exercise, not only the assignment's (`?exercises=all`).
  var everything = false

  /// A whole page of `title` with `main` as its content. The language links keep `exercise`
  /// (an id of the course, as the student's page links it: it shows the same exercise in the
  /// other language).
  func page(title: String, main: String, exercise: String? = nil) -> String {
    let keep = exercise.map { "exercise=\(HTML.escape($0))&amp;" } ?? ""
    let switcher = Language.allCases.map { choice in
      let on = choice == language ? " class=\"on\" aria-current=\"true\"" : ""
      let link = "?\(keep)lang=\(choice.rawValue)"
      return "<a href=\"\(link)\"\(on)>\(HTML.escape(choice.nativeName))</a>"
    }.joined(separator: " ")
    return """
      <!doctype html>
      <html lang="\(language.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title)) · \(HTML.escape(course.title(language)))</title>
      <link rel="stylesheet" href="/assets/app.css">
      <style>\(ClassReportStyle.css)</style>
      </head>
      <body data-page="teacher">
      <header class="bar">
      <a class="home" href="/teacher?lang=\(language.rawValue)">\(HTML.escape(course.title(language)))</a>
      <nav>\(text(.teacherTitle))</nav>
      <div class="lang">\(switcher)</div>
      </header>
      <main>
      \(main)
      </main>
      <script type="application/json" id="teacher-texts">\(HTML.scriptJSON(texts))</script>
      <script src="/assets/teacher.js"></script>
      </body>
      </html>

      """
  }

  /// The texts the script fills the table with.
  var texts: [String: String] {
    [
      "passed": Message.cellPassed.text(language),
      "failing": Message.cellFailingTemplate.text(language),
      "error": Message.cellError.text(language),
      "opened": Message.cellOpened.text(language),
      "notStarted": Message.cellNotStarted.text(language),
      "noName": Message.studentWithoutName.text(language),
      "checks": Message.cellDetail("checks", "{count}").text(language),
      "hints": Message.cellDetail("hints", "{count}").text(language),
      "minutes": Message.cellDetail("minutes", "{count}").text(language),
      "lang": language.rawValue,
      "exercises": everything ? "all" : "",
    ]
  }
}

/// The class report's style (``ClassReportPage/style``) as the teacher's pages use it.
enum ClassReportStyle {
  /// The style sheet's text.
  static let css = ClassReportPage.style
    .replacingOccurrences(of: "body{", with: "main{")
}
