import Foundation
import Grading
import LessonKit
import Reports
import TutorSupport

/// `/teacher`: the class as a table of students × exercises — passed, failing n of m with the
/// last Check, opened, not started — with hints used, solutions opened before a pass and the
/// last activity of each student, each name a link to their work; then the item analysis of
/// everyone's latest Checks (``ClassReportPage/analysis(_:)``, as `grade --format html`).
///
/// Rendered whole on the server; `teacher.js` refreshes the table from `/api/teacher/class`.
/// Every name a student typed is escaped here and set as text by the script.
struct TeacherPage {
  let layout: TeacherLayout
  let standing: ClassStanding
  /// The item analysis of the class's Checks (``ClassChecks/analysis``).
  let analysis: BatchReport
  /// The title of the assignment the server was given (`serve --assignment`), nil for none.
  let assignment: String?
  /// Whether the class is the teacher's roster (its students' links are on `/teacher/links`).
  var rostered = false

  /// The page.
  func html() -> String {
    var main = "<h1>\(layout.text(.teacherTitle))</h1>\n"
    main += "<p><a href=\"/teacher/export.tar\" download>\(layout.text("web.teacher.export"))</a>"
    if rostered {
      main += " · <a href=\"/teacher/links?lang=\(layout.language.rawValue)\">"
      main += layout.text(.classLinks) + "</a>"
    }
    main += "</p>\n"
    main += "<h2>\(layout.text("web.teacher.students"))</h2>\n"
    main += scope
    main += "<p class=\"note\">\(layout.text("web.teacher.refreshes"))</p>\n"
    main += "<table id=\"class\">\n" + TeacherTable(layout: layout, standing: standing).html()
    main += "</table>\n"
    main += "<p id=\"no-students\"\(standing.students.isEmpty ? "" : " hidden")>"
    main += layout.text("web.teacher.none") + "</p>\n"
    main += "<section id=\"analysis\">\n<h2>\(layout.text("web.teacher.analysis"))</h2>\n"
    if analysis.results.isEmpty {
      main += "<p>\(layout.text("web.teacher.no-checks"))</p>\n"
    } else {
      main += ClassReportPage(language: layout.language).analysis(analysis)
    }
    main += "</section>\n"
    return layout.page(title: Message.teacherTitle.text(layout.language), main: main)
  }
}

extension TeacherPage {
  /// Which exercises the page shows, with a link to the others, when there is an assignment.
  var scope: String {
    guard let assignment else { return "" }
    let lang = "lang=\(layout.language.rawValue)"
    if layout.everything {
      return "<p class=\"scope\">\(layout.text(Message("web.teacher.scope.all")))"
        + " · <a href=\"?\(lang)\">\(layout.text(Message("web.teacher.scope.show-assignment", ["title": assignment])))</a></p>\n"
    }
    return
      "<p class=\"scope\">\(layout.text(Message("web.teacher.scope.assignment", ["title": assignment])))"
      + " · <a href=\"?exercises=all&amp;\(lang)\">\(layout.text(Message("web.teacher.scope.show-all")))</a></p>\n"
  }
}

/// The rows of the class table, as the page first shows them (the script makes the same).
struct TeacherTable {
  let layout: TeacherLayout
  let standing: ClassStanding

  /// The header row and a row per student.
  func html() -> String {
    // Hints, solutions and the last activity first: with many exercises they stay on screen.
    var html = "<thead><tr><th>\(layout.text(.studentColumn))</th>"
    html += "<th>\(layout.text("web.teacher.hints"))</th>"
    html += "<th>\(layout.text("web.teacher.solutions-seen"))</th>"
    html += "<th>\(layout.text("web.teacher.last-activity"))</th>"
    for column in standing.exercises {
      html += "<th title=\"\(HTML.escape(column.id))\">\(HTML.escape(column.title))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for row in standing.students { html += self.row(row) }
    return html + "</tbody>\n"
  }

  private func row(_ row: ClassStanding.Row) -> String {
    let name = row.name.map(HTML.escape) ?? layout.text(.studentWithoutName)
    var html = "<tr><td><a href=\"/teacher/student/\(row.id)?lang=\(layout.language.rawValue)\">"
    html += name + "</a></td>"
    html += "<td class=\"num\">\(row.hints)</td>"
    html += "<td>\(HTML.escape(row.solutionsSeen.joined(separator: ", ")))</td>"
    html += "<td>\(Self.time(row.lastActivity))</td>"
    for column in standing.exercises {
      let cell = row.cells[column.id]
      html += "<td class=\"\(cell?.state ?? "none")\">\(layout.text(.cell(cell)))"
      let details = Message.details(cell).map { layout.text($0) }
      if !details.isEmpty {
        html += "<br><small>\(details.joined(separator: " · "))</small>"
      }
      html += "</td>"
    }
    return html + "</tr>\n"
  }

  /// `seconds` since 1970 as the date and time in `zone` (the server's) with its offset;
  /// empty for nil.
  static func time(_ seconds: Double?, in zone: TimeZone = .current) -> String {
    guard let seconds else { return "" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    // With its offset: the server's zone here, the browser's once the page refreshes the table
    // (teacher.js), and a teacher must tell which.
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss xxx"
    return formatter.string(from: Date(timeIntervalSince1970: seconds))
  }
}
