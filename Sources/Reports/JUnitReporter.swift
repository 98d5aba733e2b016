public import Grading
public import TutorSupport

/// JUnit XML: one `<testsuite>` per submission, one `<testcase>` per check,
/// `<failure>`/`<error>` carrying the message. A submission that could not be
/// checked at all gets one `<testcase name="grading">` with an `<error>` (a `missing` one, a
/// `<failure type="missing">`); the files `grade` did not grade are skipped test cases of a
/// suite of their own. What the program printed and the compiler's warnings are the suite's
/// `<system-out>`.
///
/// Times are this run's wall clock: a verdict from the cache took none. The checks of a
/// submission run in one program, so each test case gets an equal part of its suite's time.
///
/// Names, messages and output are the student's text, shown as the text report shows them
/// (``VisibleText``: names on one line, controls and bidi overrides as pictures), then escaped
/// for XML by Unicode scalar.
public enum JUnitReporter {
  /// The XML document for `report`, in `language` (the suite of files not graded).
  public static func render(_ report: BatchReport, language: Language = .en) -> String {
    render(
      report.results, durationMs: report.summary.durationMs, ignored: report.ignored ?? [],
      language: language)
  }

  /// The XML document for `results`, graded in `durationMs` (nil: the sum of their times), safe
  /// for a CI log (``CILog``).
  public static func render(
    _ results: [GradeResult], durationMs: Int? = nil, ignored: [IgnoredFile] = [],
    language: Language = .en
  ) -> String {
    CILog.markup(
      document(results, durationMs: durationMs, ignored: ignored, language: language))
  }

  private static func document(
    _ results: [GradeResult], durationMs: Int?, ignored: [IgnoredFile], language: Language
  ) -> String {
    let tests = results.reduce(0) { $0 + max(1, $1.tests.count) } + ignored.count
    let failures = results.reduce(0) { total, result in
      total + (result.status == .missing ? 1 : result.tests.filter { $0.status == .fail }.count)
    }
    let errors = results.reduce(0) { total, result in
      guard result.status != .missing else { return total }
      return total
        + (result.tests.isEmpty ? 1 : result.tests.filter { $0.status == .error }.count)
    }
    let time = seconds(durationMs ?? results.reduce(0) { $0 + $1.durationMs })
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"swift-tutor\" tests=\"\(tests)\" failures=\"\(failures)\""
    xml += " errors=\"\(errors)\" time=\"\(time)\">\n"
    for result in results { xml += suite(result) }
    if !ignored.isEmpty { xml += suite(ignored: ignored, language) }
    xml += "</testsuites>\n"
    return xml
  }

  private static func suite(_ result: GradeResult) -> String {
    let who = [result.student, result.exercise].compactMap { $0 }
    let name = attribute(who.joined(separator: "/"))
    let className = attribute(who.joined(separator: "."))
    let cases =
      result.tests.isEmpty
      ? [
        TestResult(
          name: "grading", status: result.status == .missing ? .missing : .error,
          message: result.message ?? "no checks ran")
      ]
      : result.tests
    let failures = cases.filter { $0.status == .fail || $0.status == .missing }.count
    let errors = cases.filter { $0.status == .error }.count
    let caseTime = seconds(result.durationMs / cases.count)
    var xml = "  <testsuite name=\"\(name)\" tests=\"\(cases.count)\""
    xml +=
      " failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(result.durationMs))\">\n"
    for test in cases {
      xml += "    <testcase name=\"\(attribute(test.name))\" classname=\"\(className)\""
      xml += " time=\"\(caseTime)\">"
      let message = escape(VisibleText.block(test.message ?? ""))
      switch test.status {
      case .pass: break
      case .fail: xml += "\n      <failure message=\"\(message)\">\(message)</failure>"
      case .error: xml += "\n      <error message=\"\(message)\">\(message)</error>"
      case .missing:
        xml += "\n      <failure type=\"missing\" message=\"\(message)\">\(message)</failure>"
      }
      if let output = test.output, !output.isEmpty {
        xml += "\n      <system-out>\(escape(VisibleText.block(output)))</system-out>"
      }
      xml +=
        test.status == .pass && (test.output ?? "").isEmpty
        ? "</testcase>\n" : "\n    </testcase>\n"
    }
    let printed = [result.output ?? "", (result.warnings ?? []).joined(separator: "\n")]
      .filter { !$0.isEmpty }
    if !printed.isEmpty {
      xml += "    <system-out>\(escape(VisibleText.block(printed.joined(separator: "\n"))))"
      xml += "</system-out>\n"
    }
    xml += "  </testsuite>\n"
    return xml
  }

  /// The files not graded: one skipped test case each, its reason the message.
  private static func suite(ignored: [IgnoredFile], _ language: Language) -> String {
    var xml = "  <testsuite name=\"not graded\" tests=\"\(ignored.count)\" failures=\"0\""
    xml += " errors=\"0\" skipped=\"\(ignored.count)\" time=\"0.000\">\n"
    for file in ignored {
      xml +=
        "    <testcase name=\"\(attribute(file.path))\" classname=\"not graded\" time=\"0.000\">"
      xml += "\n      <skipped message=\"\(escape(VisibleText.line(file.text(language))))\"/>"
      xml += "\n    </testcase>\n"
    }
    xml += "  </testsuite>\n"
    return xml
  }

  private static func seconds(_ milliseconds: Int) -> String {
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    return "\(whole).\(String(repeating: "0", count: 3 - String(fraction).count))\(fraction)"
  }

  /// A name for an attribute: shown on one line (``VisibleText/line(_:)``), then escaped.
  private static func attribute(_ text: String) -> String { escape(VisibleText.line(text)) }

  /// `text` safe in XML text and in a quoted attribute, by Unicode scalar (a combining mark after
  /// `<` cannot hide it): `&`, `<`, `>`, `"` and `'` as entities, tab, line feed and carriage
  /// return as character references (an attribute keeps them, a parser does not turn CR into
  /// LF), and the characters XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) dropped.
  static func escape(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;".unicodeScalars
      case "<": out += "&lt;".unicodeScalars
      case ">": out += "&gt;".unicodeScalars
      case "\"": out += "&quot;".unicodeScalars
      case "'": out += "&apos;".unicodeScalars
      case "\t": out += "&#9;".unicodeScalars
      case "\n": out += "&#10;".unicodeScalars
      case "\r": out += "&#13;".unicodeScalars
      default:
        if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
          out.append(scalar)
        }
      }
    }
    return String(out)
  }
}
