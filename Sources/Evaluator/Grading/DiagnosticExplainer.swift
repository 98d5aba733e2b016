/// Turns compiler diagnostics into what a student can act on: errors in their
/// file with the offending line and a caret, errors inside the checks
/// explained as what the student's code lacks.
enum DiagnosticExplainer {
  /// The message of a compile `error` result.
  static func message(
    diagnostics: [Diagnostic], studentFile: String, studentSource: String, checksSource: String?,
    rawOutput: String
  ) -> String {
    let errors = diagnostics.filter { $0.severity == "error" }
    guard !errors.isEmpty else {
      return "the program did not compile:\n" + rawOutput.clipped(to: 2000)
    }
    let studentLines = studentSource.split(separator: "\n", omittingEmptySubsequences: false)
    let checksLines = checksSource?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    var parts: [String] = []
    for error in errors.prefix(8) {
      if error.file == studentFile {
        parts.append(error.formatted + snippet(studentLines, error.line, error.column))
      } else if error.file == "checks.swift" {
        let code = error.line <= checksLines.count
          ? checksLines[error.line - 1].trimmingCharacters(in: " ") : ""
        parts.append(
          "\(studentFile): error: \(explain(error.message))"
            + (code.isEmpty ? "" : "\n    (the checks do: \(code))"))
      } else if error.message.contains("__builtin_log") {
        parts.append("internal: the playground runtime module is missing (\(error.message))")
      } else {
        parts.append("\(studentFile): error: \(explain(error.message))")
      }
    }
    if errors.count > 8 { parts.append("… and \(errors.count - 8) more errors") }
    return parts.joined(separator: "\n")
  }

  /// Restates a diagnostic raised inside the checks in terms of the student's code.
  static func explain(_ message: String) -> String {
    let names = quoted(message)
    if message.hasPrefix("cannot find type"), let name = names.first {
      return "your code does not define the type `\(name)` that the checks use"
    }
    if message.hasPrefix("cannot find"), let name = names.first {
      return "your code does not define `\(name)`, which the checks use"
    }
    if message.contains("does not conform to"), names.count >= 2 {
      return "`\(names[0])` does not conform to `\(names[1])`"
    }
    if message.hasPrefix("value of type"), message.contains("has no member"), names.count >= 2 {
      return "`\(names[0])` has no member `\(names[1])`, which the checks use"
    }
    if message.contains("argument label") || message.contains("missing argument")
      || message.contains("extra argument")
    {
      return "the checks call your code differently from how you declared it: \(message)"
    }
    if message.hasPrefix("cannot convert") || message.contains("cannot be used as") {
      return "a type in your code is not what the checks expect: \(message)"
    }
    if message.contains("ambiguous") {
      return "a name in your code is ambiguous for the checks: \(message)"
    }
    return "the checks do not compile against your code: \(message)"
  }

  /// The texts between single quotes, in order.
  static func quoted(_ message: String) -> [String] {
    let pieces = message.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
  }

  private static func snippet(_ lines: [Substring], _ line: Int, _ column: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    let text = String(lines[line - 1])
    let caretPad = String(repeating: " ", count: max(0, column - 1))
    return "\n    \(line) | \(text)\n    \(String(repeating: " ", count: String(line).count)) | \(caretPad)^"
  }
}
