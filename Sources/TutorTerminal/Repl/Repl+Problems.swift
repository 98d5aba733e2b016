import Diagnostics
import LessonKit
import TutorSupport

/// What the REPL says as a problem (the learner's mistake, not the tool's) and how it asks: on
/// standard error, wrapped under its indent in a terminal, the tips' code as the lessons show it.
extension Repl {
  /// Writes a problem (an unknown command, a missing file): the learner's mistake, not ours.
  func complain(_ text: String) {
    let wrapped = configuration.interactive ? Self.wrapped(text, width: width) : text
    let styled = DiagnosticTip.styled(wrapped, language, style: ANSIStyle(enabled: color))
    output.writeError(styled.hasSuffix("\n") ? styled : styled + "\n")
  }

  /// `text` with each indented sentence wider than `width` (a tip, a note) wrapped under its
  /// own indent: a terminal would carry it on at column 0. A quoted line of code (`  3 | …`,
  /// the caret under it) is left as it is.
  static func wrapped(_ text: String, width: Int) -> String {
    let renderer = TerminalRenderer(width: width, style: .plain)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      guard !indent.isEmpty, TerminalWidth.width(of: String(line)) > width,
        rest.wholeMatch(of: /\d*\s*\|.*/) == nil
      else { return String(line) }
      return renderer.hanging(String(indent), String(rest))
    }.joined(separator: "\n")
  }

  /// Writes the problem `message`, in the learner's language.
  func complain(_ message: Message) { complain(message.text(language)) }

  /// `question` as a prompt, in the learner's language: a space follows an ASCII end (a
  /// full-width `：` has its own).
  func prompt(_ question: Message) -> String {
    let text = question.text(language)
    return text.last?.isASCII == true ? text + " " : text
  }
}
