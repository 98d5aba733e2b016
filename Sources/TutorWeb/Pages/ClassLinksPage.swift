import Foundation
import Grading
import Reports
import TutorSupport

/// `/teacher/links`: with the teacher's roster (`serve --roster`), each student's own link —
/// the only way into the classroom — with their name, id and section as the roster gives them
/// and whether they came yet, and the same as a CSV (`/teacher/links.csv`) for a mail merge or
/// the school's messaging. Without a roster it says how to give one.
struct ClassLinksPage {
  let layout: TeacherLayout
  /// Each roster student's link, in the roster's order; nil without a roster.
  let links: [ClassLink]?

  /// The page.
  func html() -> String {
    let language = layout.language.rawValue
    var main = "<p><a href=\"/teacher?lang=\(language)\">\(layout.text(.backToClass))</a></p>\n"
    main += "<h1>\(layout.text(.classLinks))</h1>\n"
    guard let links else {
      main += "<p>\(layout.text("web.teacher.links.no-roster"))</p>\n"
      return layout.page(title: Message.classLinks.text(layout.language), main: main)
    }
    let came = links.count { $0.joined }
    main +=
      "<p>\(layout.text(Message("web.teacher.links.came", ["came": came, "count": links.count])))"
    main +=
      " · <a href=\"/teacher/links.csv\" download>\(layout.text("web.teacher.links.csv"))</a></p>\n"
    main += "<p class=\"note\">\(layout.text("web.teacher.links.private"))</p>\n"
    main += "<table id=\"links\">\n<thead><tr><th>\(layout.text(.studentColumn))</th>"
    main += "<th>\(layout.text("web.teacher.links.id"))</th>"
    main += "<th>\(layout.text("web.teacher.links.section"))</th>"
    main += "<th>\(layout.text("web.teacher.links.joined"))</th>"
    main += "<th>\(layout.text("web.teacher.links.link"))</th></tr></thead>\n<tbody>\n"
    for link in links {
      let student = link.student
      main += "<tr><td>\(HTML.escape(student.name ?? student.id))</td>"
      main += "<td>\(HTML.escape(student.id))</td><td>\(HTML.escape(student.section ?? ""))</td>"
      main += "<td>\(layout.text(.came(link.joined)))</td>"
      main += "<td><code>\(HTML.escape(link.url))</code></td></tr>\n"
    }
    main += "</tbody>\n</table>\n"
    return layout.page(title: Message.classLinks.text(layout.language), main: main)
  }

  /// The links as CSV: `id,name,email,section,link`, a line each (a name a spreadsheet would
  /// read as a formula starts with `'`).
  static func csv(_ links: [ClassLink]) -> String {
    var text = "id,name,email,section,link\r\n"
    for link in links {
      let student = link.student
      let fields = [student.id, student.name ?? "", student.email ?? "", student.section ?? ""]
      text += (fields + [link.url]).map(CSVReporter.field).joined(separator: ",") + "\r\n"
    }
    return text
  }
}

/// A roster student's own link into the classroom, and whether they have opened it.
struct ClassLink: Sendable {
  let student: Roster.Student
  let url: String
  let joined: Bool
}
