import LessonKit
package import TutorSupport

/// Turns compiler diagnostics into what a student can act on, in their language: errors in
/// their file with the offending line and a caret, errors inside the checks explained as what
/// the student's code lacks.
package enum DiagnosticExplainer {
  /// The message of a compile `error` result.
  package static func message(
    diagnostics: [Diagnostic], studentFile: String, studentSource: String, checksSource: String?,
    rawOutput: String, language: Language
  ) -> String {
    let groups = Diagnostic.grouped(diagnostics).filter { $0.diagnostic.severity == .error }
    let errors = groups.map(\.diagnostic)
    guard !errors.isEmpty else {
      return Catalog.text("judge.compile.raw", language) + "\n"
        + rawOutput.clipped(to: 2000, language)
    }
    let checksLines = checksSource?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    var parts: [String] = []
    var quote = DiagnosticQuote.file(studentFile, source: studentSource)
    for (error, notes) in groups {
      if error.file != "checks.swift", quote.line(of: error) == nil,
        let opening = notes.first(where: { quote.line(of: $0) != nil })
      {
        // The learner's file left a bracket open: the compiler finds the end past it (in the
        // harness, or on a line the learner never wrote), and its note points at the learner's
        // opening bracket.
        let said = unclosed(error, at: opening, language)
        parts.append(quote.error(said, notes: [], language: language))
      } else if error.file == studentFile {
        parts.append(quote.error(error, notes: notes, language: language))
      } else if error.file == "checks.swift" {
        // What the student's code lacks is said once, however many checks use it.
        let said = "\(studentFile): error: \(explain(error.message, language))"
        if parts.contains(where: { $0.hasPrefix(said + "\n") || $0 == said }) { continue }
        let code =
          (1...max(1, checksLines.count)).contains(error.line) && error.line <= checksLines.count
          ? checksLines[error.line - 1].trimmingCharacters(in: " ") : ""
        let doing = Catalog.text("judge.compile.checks-do", language, ["code": code])
        parts.append(
          "\(studentFile): error: \(explain(error.message, language))"
            + (code.isEmpty ? "" : "\n    " + doing))
      } else if error.message.contains("__builtin_log") {
        parts.append(
          Catalog.text("judge.compile.runtime-missing", language, ["message": error.message]))
      } else {
        parts.append("\(studentFile): error: \(explain(error.message, language))")
      }
    }
    return DiagnosticQuote.joined(parts, language: language)
  }

  /// The one-line fixes the compiler proposes for the student's errors and warnings (and
  /// their notes), for the page to apply.
  package static func fixes(
    _ diagnostics: [Diagnostic], studentFile: String, studentSource: String
  ) -> [LineFix] {
    DiagnosticQuote.file(studentFile, source: studentSource).fixes(diagnostics, warnings: true)
  }

  /// An error the compiler raised past the end of the learner's file (`expected '}' at end of
  /// brace statement`), said at the learner's opening bracket its note points at.
  private static func unclosed(_ error: Diagnostic, at opening: Diagnostic, _ language: Language)
    -> Diagnostic
  {
    var said = opening
    said.severity = .error
    let closing = error.message.firstMatch(of: /expected '(.)'/).map { String($0.1) }
    said.message =
      closing.map { Catalog.text("judge.compile.unclosed", language, ["closing": $0]) }
      ?? error.message
    return said
  }

  /// Restates a diagnostic raised inside the checks in terms of the student's code.
  package static func explain(_ message: String, _ language: Language) -> String {
    let names = DiagnosticTip.quoted(message)
    return explanation(message, names: names).text(language)
  }

  private static func explanation(_ message: String, names: [String]) -> Message {
    if message.hasPrefix("cannot find type"), let name = names.first {
      return Message("judge.compile.missing-type", ["name": name])
    }
    if message.hasPrefix("cannot find"), let name = names.first {
      return Message("judge.compile.missing-name", ["name": name])
    }
    if message.contains("does not conform to"), names.count >= 2 {
      return Message("judge.compile.not-conforming", ["type": names[0], "protocol": names[1]])
    }
    if message.hasPrefix("value of type"), message.contains("has no member"), names.count >= 2 {
      return Message("judge.compile.no-member", ["type": names[0], "member": names[1]])
    }
    if message.contains("argument label") || message.contains("missing argument")
      || message.contains("extra argument")
    {
      return Message("judge.compile.called-differently", ["message": message])
    }
    if message.hasPrefix("cannot convert") || message.contains("cannot be used as") {
      return Message("judge.compile.type-mismatch", ["message": message])
    }
    if message.contains("ambiguous") {
      return Message("judge.compile.ambiguous", ["message": message])
    }
    return Message("judge.compile.checks-fail", ["message": message])
  }
}
