import Diagnostics
import Grading
import TutorSupport

/// Why a submission is an `error`, on one line for `grade`'s text report: "did not compile:"
/// with the first diagnostic, the crash, the time limit, the file that could not be read.
enum ErrorReason {
  /// The longest reason shown, in characters.
  static let width = 160

  /// The reason of `result`, raw (the caller escapes it).
  ///
  /// The first line of its message that says something (a line ending in a colon, like "did
  /// not compile:", is joined with the lines after it); else the first check that could not
  /// run, by name; else that no check ran.
  package static func line(of result: GradeResult, _ language: Language) -> String {
    if let message = result.message, let said = firstStatement(message) {
      return clipped(said)
    }
    if let check = result.tests.first(where: { $0.status == .error }) {
      let why = check.message.flatMap(firstStatement)
      return clipped(check.name + (why.map { ": " + $0 } ?? ""))
    }
    return Message.noChecks.text(language)
  }

  /// The first non-blank line of `text`, with the lines after it while it ends in a colon.
  static func firstStatement(_ text: String) -> String? {
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: " ") }
      .filter { !$0.isEmpty }
    guard var said = lines.first else { return nil }
    for next in lines.dropFirst() {
      guard said.hasSuffix(":") || said.hasSuffix("：") else { break }
      said += (said.hasSuffix("：") ? "" : " ") + next
    }
    return said
  }

  /// `text` cut at ``width`` characters, with `…` when cut.
  static func clipped(_ text: String) -> String {
    text.count > width ? String(text.prefix(width - 1)) + "…" : text
  }
}
