import Foundation
import Grading
import Learner
import LessonKit
import Reports
import TutorSupport

/// `/teacher/student/ID`: one student's work, read only — each exercise as a link with its
/// state in the class table's words, and for the chosen one (`?exercise=`, else the one they
/// are on) their file as it is now and their last Check's report, as the terminal's report
/// reads. Everything the student wrote (their name, their file, what their program said) is
/// escaped.
struct StudentWorkPage {
  let layout: TeacherLayout
  /// The student's id.
  let student: String
  let progress: LearnerProgress
  /// Each exercise's file by id (none when never opened).
  let files: [String: String]
  /// The exercise shown, when the course has it.
  let chosen: Exercise?

  /// The page.
  func html() -> String {
    let language = layout.language
    let name = progress.displayName.map(HTML.escape) ?? layout.text(.studentWithoutName)
    var main = "<p><a href=\"/teacher?lang=\(language.rawValue)\">"
    main += layout.text(.backToClass) + "</a></p>\n<h1>\(name)</h1>\n"
    main += "<p class=\"note\">\(layout.text("web.teacher.read-only"))</p>\n<ul class=\"work\">\n"
    for exercise in layout.course.exercises {
      let cell = ClassStanding.cell(
        exercise.id, progress: progress, opened: files[exercise.id] != nil)
      let link = "/teacher/student/\(student)?exercise=\(exercise.id)&amp;lang=\(language.rawValue)"
      main += "<li class=\"\(cell?.state ?? "none")\"><a href=\"\(link)\">"
      main += HTML.escape(exercise.task(language).title) + "</a> · "
      main += layout.text(.cell(cell)) + "</li>\n"
    }
    main += "</ul>\n"
    if let chosen { main += work(chosen) }
    return layout.page(
      title: progress.displayName ?? student, main: main, exercise: chosen?.id)
  }

  /// The file and last report of `exercise`.
  private func work(_ exercise: Exercise) -> String {
    var html = "<h2>\(HTML.escape(exercise.task(layout.language).title))</h2>\n"
    html += "<h3>\(layout.text("web.teacher.file"))</h3>\n"
    if let file = files[exercise.id] {
      html += "<pre class=\"file\"><code>\(HTML.escape(file))</code></pre>\n"
    } else {
      html += "<p>\(layout.text("web.teacher.no-file"))</p>\n"
    }
    html += "<h3>\(layout.text("web.teacher.last-report"))</h3>\n"
    if let record = progress.lastChecks[exercise.id] {
      let result = record.result(exercise: exercise.id, student: nil)
      let report = TextReporter(color: false, language: layout.language).render(result)
      html += "<p>\(TeacherTable.time(record.at))</p>\n"
      html += "<pre class=\"report\">\(HTML.escape(report))</pre>\n"
    } else {
      html += "<p>\(layout.text("web.teacher.no-report"))</p>\n"
    }
    return html
  }
}
