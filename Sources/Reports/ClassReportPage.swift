public import Grading
public import TutorSupport

/// `grade --format html`: one self-contained page (no script, no network) in the teacher's
/// language — the pass rate per exercise as bars, what the class got wrong (checks failed most,
/// the common wrong answers with how many students gave each), a table of students linking to
/// each student's own report, and the files not graded.
///
/// Every text a student decided (names, values, messages) is shown by ``VisibleText`` and
/// escaped by ``HTMLEscape``.
public struct ClassReportPage: Sendable {
  /// The language of the page.
  public var language: Language
  /// The students' names by id (a roster's): each student is shown as `Name (id)`.
  public var names: [String: String]

  /// A page in `language`, naming students as `roster` does when one is given.
  public init(language: Language, roster: Roster? = nil) {
    self.language = language
    names = Dictionary(
      (roster?.students ?? []).compactMap { student in student.name.map { (student.id, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// The page for `report`.
  public func render(_ report: BatchReport) -> String {
    let sections = ClassReportSections(report: report, language: language, names: names)
    let title = say(Message("judge.class.title"))
    var html = "<!DOCTYPE html>\n<html lang=\"\(language.rawValue)\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n<title>\(title)</title>\n<style>\(Self.style)</style>\n"
    html += "</head>\n<body>\n<h1>\(title)</h1>\n"
    html += "<p class=\"summary\">\(sections.summaryLine)</p>\n"
    html += sections.passRates + sections.wrongAnswers + sections.studentTable
    html += sections.notGraded + sections.studentReports
    html += "</body>\n</html>\n"
    return CILog.markup(html)
  }

  /// The item analysis alone, for a page of its own (`serve`'s teacher's view): the pass rate
  /// per exercise and what the class got wrong, as in ``render(_:)``; style it with ``style``.
  public func analysis(_ report: BatchReport) -> String {
    let sections = ClassReportSections(report: report, language: language, names: names)
    return CILog.markup(sections.passRates + sections.wrongAnswers)
  }

  /// `message` in the page's language, escaped.
  private func say(_ message: Message) -> String { HTMLEscape.text(message.text(language)) }

  /// Plain, printable, readable on a projector; bars are boxes of a width, no script.
  public static let style = """
    body{font:15px/1.5 system-ui,"Noto Sans CJK SC",sans-serif;margin:2em auto;max-width:64em;\
    padding:0 1em;color:#1d1d1f}h1{margin-bottom:.2em}h2{margin-top:2em;border-bottom:1px solid \
    #ccc}table{border-collapse:collapse;margin:.5em 0}td,th{padding:.25em .6em;text-align:left;\
    vertical-align:top;border-bottom:1px solid #eee}.rate{background:#e5e5ea;width:16em;height:\
    1em}.rate div{background:#34c759;height:1em}.num{text-align:right;font-variant-numeric:\
    tabular-nums}code,pre{font:13px ui-monospace,"Noto Sans Mono CJK SC",monospace}pre{\
    background:#f5f5f7;padding:.6em;white-space:pre-wrap;word-break:break-word}.pass{color:\
    #1b7f3a}.fail{color:#c4271c}.error{color:#a35c00}.missing{color:#8e3a9d}ul{margin:.2em 0}
    """
}
