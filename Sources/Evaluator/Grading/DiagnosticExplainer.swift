import LessonKit
import TutorSupport

/// Turns compiler diagnostics into what a student can act on, in their language: errors in
/// their file with the offending line and a caret, errors inside the checks explained as what
/// the student's code lacks.
enum DiagnosticExplainer {
  /// The message of a compile `error` result.
  static func message(
    diagnostics: [Diagnostic], studentFile: String, studentSource: String, checksSource: String?,
    rawOutput: String, language: Language
  ) -> String {
    let errors = diagnostics.filter { $0.severity == .error }
    guard !errors.isEmpty else {
      return Phrase(en: "the program did not compile:", zh: "程序没有通过编译：").text(language)
        + "\n" + rawOutput.clipped(to: 2000)
    }
    let studentLines = studentSource.split(separator: "\n", omittingEmptySubsequences: false)
    let checksLines = checksSource?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    var parts: [String] = []
    for error in errors.prefix(8) {
      if error.file == studentFile {
        parts.append(error.formatted + snippet(studentLines, error.line, error.column))
      } else if error.file == "checks.swift" {
        let code =
          (1...max(1, checksLines.count)).contains(error.line) && error.line <= checksLines.count
          ? checksLines[error.line - 1].trimmingCharacters(in: " ") : ""
        let doing = Phrase(en: "(the checks do: \(code))", zh: "（检查程序在做：\(code)）")
        parts.append(
          "\(studentFile): error: \(explain(error.message, language))"
            + (code.isEmpty ? "" : "\n    " + doing.text(language)))
      } else if error.message.contains("__builtin_log") {
        parts.append("internal: the playground runtime module is missing (\(error.message))")
      } else {
        parts.append("\(studentFile): error: \(explain(error.message, language))")
      }
    }
    if errors.count > 8 {
      let more = errors.count - 8
      parts.append(
        Phrase(en: "… and \(more) more errors", zh: "……还有 \(more) 个错误").text(language))
    }
    return parts.joined(separator: "\n")
  }

  /// Restates a diagnostic raised inside the checks in terms of the student's code.
  static func explain(_ message: String, _ language: Language) -> String {
    let names = quoted(message)
    return phrase(message, names: names).text(language)
  }

  private static func phrase(_ message: String, names: [String]) -> Phrase {
    if message.hasPrefix("cannot find type"), let name = names.first {
      return Phrase(
        en: "your code does not define the type `\(name)` that the checks use",
        zh: "你的代码没有定义检查程序要用的类型 `\(name)`")
    }
    if message.hasPrefix("cannot find"), let name = names.first {
      return Phrase(
        en: "your code does not define `\(name)`, which the checks use",
        zh: "你的代码没有定义检查程序要用的 `\(name)`")
    }
    if message.contains("does not conform to"), names.count >= 2 {
      return Phrase(
        en: "`\(names[0])` does not conform to `\(names[1])`",
        zh: "`\(names[0])` 没有遵循 `\(names[1])`")
    }
    if message.hasPrefix("value of type"), message.contains("has no member"), names.count >= 2 {
      return Phrase(
        en: "`\(names[0])` has no member `\(names[1])`, which the checks use",
        zh: "`\(names[0])` 没有检查程序要用的成员 `\(names[1])`")
    }
    if message.contains("argument label") || message.contains("missing argument")
      || message.contains("extra argument")
    {
      return Phrase(
        en: "the checks call your code differently from how you declared it: \(message)",
        zh: "检查程序调用你的代码的方式和你的声明不一致：\(message)")
    }
    if message.hasPrefix("cannot convert") || message.contains("cannot be used as") {
      return Phrase(
        en: "a type in your code is not what the checks expect: \(message)",
        zh: "你的代码里有一个类型和检查程序期望的不一样：\(message)")
    }
    if message.contains("ambiguous") {
      return Phrase(
        en: "a name in your code is ambiguous for the checks: \(message)",
        zh: "你的代码里有一个名字让检查程序无法确定指的是哪个：\(message)")
    }
    return Phrase(
      en: "the checks do not compile against your code: \(message)",
      zh: "检查程序无法和你的代码一起编译：\(message)")
  }

  /// The texts between single quotes, in order.
  static func quoted(_ message: String) -> [String] {
    let pieces = message.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: pieces.count, by: 2).map { String(pieces[$0]) }
  }

  private static func snippet(_ lines: [Substring], _ line: Int, _ column: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    let text = String(lines[line - 1])
    let caretPad = String(repeating: " ", count: min(max(0, column - 1), text.count))
    let gutter = String(repeating: " ", count: String(line).count)
    return "\n    \(line) | \(text)\n    \(gutter) | \(caretPad)^"
  }
}
