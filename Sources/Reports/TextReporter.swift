import Diagnostics
public import Grading
import LessonKit
public import TutorSupport

/// Verdicts for people, in the reader's language: a headline per submission, a mark per check, the
/// message and output indented under failures, then the compiler's warnings, quieter.
///
/// Colour only when asked.
public struct TextReporter: Sendable {
  /// Whether to use ANSI colours.
  public var color: Bool
  /// The language of the frame (the messages are already in it).
  public var language: Language
  /// True: what the program printed is shown whatever the verdict; false: only for an `error`
  /// (where it helps find the crash) — a pass shows no output, a failure its checks' messages.
  public var verbose: Bool

  /// A reporter, coloured or plain, showing the whole output only when `verbose`.
  public init(color: Bool, language: Language = .en, verbose: Bool = false) {
    self.color = color
    self.language = language
    self.verbose = verbose
  }

  /// The report of one result, safe for a CI log (``CILog``).
  public func render(_ result: GradeResult) -> String { CILog.text(lines(of: result)) }

  /// One line per submission (with the reason of an error) and a summary line, safe for a CI
  /// log (``CILog``).
  public func render(_ report: BatchReport) -> String { CILog.text(lines(of: report)) }

  private func lines(of result: GradeResult) -> String {
    let passed = result.tests.filter { $0.status == .pass }.count
    let who = result.student.map { "\(visible($0, oneLine: true))/" } ?? ""
    var text = "\(who)\(result.exercise): \(badge(result.status))"
    if !result.tests.isEmpty {
      text += Message.checksPassed(passed, of: result.tests.count).text(language)
    }
    text += "\n"
    if let output = result.output, !output.isEmpty, verbose || result.status == .error {
      text +=
        dim("  " + Message.programPrinted.text(language)) + "\n" + indent(visible(output), by: 4)
    }
    // When no check ran, all for one reason (the file did not compile), the reason comes
    // first and the checks are one line: the error is not pushed below a list of names.
    let reasons = Set(result.tests.map { $0.notRun == true ? $0.message ?? "" : "\u{0}" })
    if result.tests.count > 1, reasons.count == 1, let reason = reasons.first, reason != "\u{0}" {
      if let message = result.message { text += indent(said(message), by: 2) }
      // The reason's first line: its tip, if any, is in the message above.
      let first = String(reason.prefix { $0 != "\n" })
      let all = Message.allChecks(result.tests.count, first).text(language)
      return text + "  \(mark(.error)) \(visible(all))\n" + warnings(result)
    }
    for test in result.tests {
      text += "  \(mark(test.status)) \(visible(test.name))\n"
      if let message = test.message { text += indent(said(message), by: 6) }
      if let output = test.output, test.status != .pass, !output.isEmpty {
        let printed = Message.printedDuringCheck.text(language)
        text += dim("      " + printed) + "\n" + indent(visible(output), by: 8)
      }
    }
    if let message = result.message { text += indent(said(message), by: 2) }
    return text + warnings(result)
  }

  /// The compiler's warnings under their heading, or nothing.
  private func warnings(_ result: GradeResult) -> String {
    guard let warnings = result.warnings, !warnings.isEmpty else { return "" }
    return dim("  " + Message.warningsHeading.text(language)) + "\n"
      + dim(String(indent(visible(warnings.joined(separator: "\n")), by: 4).dropLast())) + "\n"
  }

  private func lines(of report: BatchReport) -> String {
    var text = ""
    for result in report.listed {
      let who = visible("\(result.student ?? "?")/\(result.exercise)", oneLine: true)
      let passed = result.tests.filter { $0.status == .pass }.count
      text += "\(badge(result.status)) \(who)"
      // Missing work has no checks to count: its line says so after the dash.
      if result.status != .missing { text += " \(passed)/\(result.tests.count)" }
      if result.status == .error || result.status == .missing {
        text += " — " + visible(ErrorReason.line(of: result, language), oneLine: true)
      }
      if let late = result.handedIn?.late { text += " · " + late.text(language) }
      text += "\n"
    }
    text += Message.summary(report.summary).text(language) + "\n"
    if let ignored = report.ignored, !ignored.isEmpty {
      text += dim(Message.notGraded(ignored.count).text(language)) + "\n"
      for file in ignored { text += dim("  " + visible(file.text(language), oneLine: true)) + "\n" }
    }
    return text
  }

  private func badge(_ status: GradeStatus) -> String {
    let word = Message.status(status).text(language)
    switch status {
    case .pass: return paint(word, "32;1")
    case .fail: return paint(word, "31;1")
    case .error: return paint(word, "33;1")
    case .missing: return paint(word, "35;1")
    }
  }

  private func mark(_ status: GradeStatus) -> String {
    switch status {
    case .pass: return paint("✓", "32")
    case .fail: return paint("✗", "31")
    case .error: return paint("!", "33")
    case .missing: return paint("–", "35")
    }
  }

  private func dim(_ text: String) -> String { paint(text, "2") }

  /// Text a student's program or file decided, shown safely (``VisibleText``): with `oneLine`
  /// (a name, a line of `grade`'s report) line breaks and tabs are pictures too.
  private func visible(_ text: String, oneLine: Bool = false) -> String {
    oneLine ? VisibleText.line(text) : VisibleText.block(text)
  }

  /// A message as the learner reads it: shown safely, its tips' code coloured when colouring.
  private func said(_ message: String) -> String {
    DiagnosticTip.styled(visible(message), language, style: ANSIStyle(enabled: color))
  }

  private func paint(_ text: String, _ code: String) -> String {
    ANSIStyle(enabled: color).paint(text, sgr: code)
  }

  private func indent(_ text: String, by count: Int) -> String {
    let pad = String(repeating: " ", count: count)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.last?.isEmpty == true ? lines.dropLast() : lines[...]
    return trimmed.map { pad + $0 }.joined(separator: "\n") + "\n"
  }
}
