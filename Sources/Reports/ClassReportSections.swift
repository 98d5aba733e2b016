import Grading
import LessonKit
import TutorSupport

/// The sections of ``ClassReportPage``, each a piece of HTML.
struct ClassReportSections {
  let report: BatchReport
  let language: Language
  /// The students' names by id, from a roster.
  package var names: [String: String] = [:]

  private var students: [String] { Array(Set(report.results.map { $0.student ?? "" })).sorted() }

  var summaryLine: String {
    let submissions = report.results.filter { $0.status != .missing }.count
    return say(
      Message("judge.class.summary", ["students": students.count, "submissions": submissions]))
      + " · " + HTMLEscape.text(Message.summary(report.summary).text(language))
  }

  var passRates: String {
    var html = "<h2>\(say(Message("judge.class.pass-rate")))</h2>\n<table>\n"
    for exercise in report.summary.exercises {
      let rate =
        exercise.handedIn == 0
        ? 0 : Int((Double(exercise.passed * 100) / Double(exercise.handedIn)).rounded())
      html += "<tr><td><a href=\"#x-\(anchor(exercise.id))\">\(shown(exercise.id))</a></td>"
      html += "<td><div class=\"rate\"><div style=\"width:\(rate)%\"></div></div></td>"
      html += "<td class=\"num\">\(rate)%</td><td>"
      html += say(
        Message("judge.class.passed-of", ["passed": exercise.passed, "total": exercise.handedIn]))
      if exercise.missing > 0 {
        html += " · " + say(Message("judge.class.missing", ["count": exercise.missing]))
      }
      html += "</td></tr>\n"
    }
    return html + "</table>\n"
  }

  var wrongAnswers: String {
    var html = "<h2>\(say(Message("judge.class.wrong")))</h2>\n"
    for exercise in report.summary.exercises {
      html += "<h3 id=\"x-\(anchor(exercise.id))\">\(shown(exercise.id))</h3>\n"
      let failing = exercise.checks.filter { $0.failed + $0.errors + ($0.fixedLater ?? 0) > 0 }
      guard !failing.isEmpty else {
        html += "<p>\(say(Message("judge.class.no-failures")))</p>\n"
        continue
      }
      html += "<table>\n<tr><th>\(say(Message("judge.class.check")))</th><th>"
      html +=
        "\(say(Message("judge.class.failed")))</th><th>\(say(Message("judge.class.common")))</th></tr>\n"
      for check in failing { html += row(check) }
      html += "</table>\n"
    }
    return html
  }

  private func row(_ check: ItemAnalysis.Check) -> String {
    var html = "<tr><td>\(shown(check.name))</td><td class=\"num\">"
    html += say(Message("judge.class.failed-of", ["failed": check.failed, "ran": check.ran]))
    if check.errors > 0 {
      html += "<br>" + say(Message("judge.class.errors", ["count": check.errors]))
    }
    if let fixed = check.fixedLater, fixed > 0 {
      html += "<br>" + say(Message("judge.class.fixed-later", ["count": fixed]))
    }
    html += "</td><td><ul>"
    for wrong in check.wrong {
      let observed = wrong.observed
      let what = "<code>\(shown(observed.what))</code>"
      let expected = "<code>\(shown(observed.expected))</code>"
      let answer =
        observed.got.map {
          Message(
            "judge.class.answer",
            ["what": what, "got": "<code>\(shown($0))</code>", "expected": expected])
        } ?? Message("judge.class.answer-nothing", ["what": what, "expected": expected])
      let count =
        wrong.students == 1
        ? say(Message("judge.class.students.one", ["count": 1]))
        : say(Message("judge.class.students.other", ["count": wrong.students]))
      let line = Message(
        "judge.class.answer-students", ["answer": answer, "students": "<b>\(count)</b>"])
      let fixed = wrong.fixedLater == true ? say(Message("judge.class.answer-fixed")) : ""
      html += "<li>\(line.text(language))\(fixed)</li>"
    }
    return html + "</ul></td></tr>\n"
  }

  var studentTable: String {
    let exercises = report.summary.exercises.map(\.id)
    var byStudent: [String: [String: GradeResult]] = [:]
    for result in report.results {
      byStudent[result.student ?? "", default: [:]][result.exercise] = result
    }
    // With an assignment, each cell also gives its points and a last column the marks.
    let marks = report.assignment.map { _ in Marks(report) }
    var html = "<h2>\(say(Message("judge.class.students")))</h2>\n<table>\n<tr><th>"
    html += say(.studentHeading) + "</th>"
    for id in exercises { html += "<th>\(shown(id))</th>" }
    if marks != nil { html += "<th>\(say(Message("judge.class.marks")))</th>" }
    html += "</tr>\n"
    for (index, student) in students.enumerated() {
      html += "<tr><td><a href=\"#s-\(index)\">\(named(student))</a></td>"
      let row = marks?.rows.first { $0.student == student }
      for id in exercises {
        guard let result = byStudent[student]?[id] else {
          html += "<td></td>"
          continue
        }
        let passed = result.tests.filter { $0.status == .pass }.count
        html += "<td class=\"\(result.status.rawValue)\">"
        html += HTMLEscape.text(Message.status(result.status).text(language))
        if !result.tests.isEmpty { html += " \(passed)/\(result.tests.count)" }
        if case .earned(let value) = row?.cells[id], let worth = report.assignment?.points(of: id) {
          html += "<br>" + points(value, of: worth)
        }
        // Why a cell keeps less than its checks earned: how late, and what the policy left.
        if let late = result.handedIn?.late { html += "<br><small>\(say(late))</small>" }
        html += "</td>"
      }
      if let marks, let row {
        html += "<td class=\"num\">\(points(row.total, of: marks.outOf))</td>"
      }
      html += "</tr>\n"
    }
    return html + "</table>\n"
  }

  /// `earned of worth points`, the numbers as the marks file writes them.
  private func points(_ earned: Double, of worth: Double) -> String {
    say(Message.points(earned, of: worth))
  }

  var notGraded: String {
    guard let ignored = report.ignored, !ignored.isEmpty else { return "" }
    let heading = Message.notGraded(ignored.count).text(language)
    var html = "<h2>\(HTMLEscape.text(heading))</h2>\n<ul>\n"
    for file in ignored { html += "<li>\(HTMLEscape.text(file.text(language)))</li>\n" }
    return html + "</ul>\n"
  }

  var studentReports: String {
    let reporter = TextReporter(color: false, language: language)
    var html = ""
    for (index, student) in students.enumerated() {
      html += "<h2 id=\"s-\(index)\">\(named(student))</h2>\n<pre>"
      for result in report.listed where (result.student ?? "") == student {
        html += HTMLEscape.text(reporter.render(result))
      }
      html += "</pre>\n"
    }
    return html
  }

  /// A student as the page names them: `Name (id)` when the roster gives a name, else the id.
  private func named(_ student: String) -> String {
    guard let name = names[student], name != student else { return shown(student) }
    return shown(name) + " (" + shown(student) + ")"
  }

  /// A student's text for the page: controls shown, then escaped.
  private func shown(_ text: String) -> String { HTMLEscape.text(VisibleText.line(text)) }

  /// An exercise id as a fragment: ids are the course's, letters, digits and dashes.
  private func anchor(_ id: String) -> String {
    String(
      id.unicodeScalars.filter {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
      })
  }

  /// `message` in the page's language, escaped.
  private func say(_ message: Message) -> String { HTMLEscape.text(message.text(language)) }
}
