import Diagnostics
import Foundation
import Grading
import SwiftParser
import TutorSupport

/// A constant an input tried to change that an earlier input declared with `let`: the compiler
/// points at the declaration, which is not in this input, so the learner gets no line to fix.
/// In a live session the way out is to declare it again with `var`, which replaces it.
struct EarlierConstant {
  /// The constant's name.
  let name: String
  /// The earlier input's line that declares it, as typed.
  let line: String

  /// The first constant that `diagnostics`' errors say cannot change (`'total' is a 'let'
  /// constant`) that `input` does not bind itself (a parameter, an `if let`, a `for` variable)
  /// and one of the `earlier` inputs (oldest first) declares on a line starting with `let`.
  static func find(
    in diagnostics: [Diagnostic], input: String, earlier: [String]
  ) -> EarlierConstant? {
    // Named as the `let` tip names it (``DiagnosticTip``): the message's first quoted name.
    let names = diagnostics.filter {
      $0.severity == .error && $0.message.contains("is a 'let' constant")
    }.compactMap { DiagnosticTip.quoted($0.message).first }
    let bound = NameCollector(Parser.parse(source: input)).declared
    for name in names where !bound.contains(name) {
      for source in earlier.reversed() {
        if let line = declaringLine(of: name, in: source) {
          return EarlierConstant(name: name, line: line)
        }
      }
    }
    return nil
  }

  /// The line of `source` that starts with `let` and names `name` before its `=` or `:`.
  private static func declaringLine(of name: String, in source: String) -> String? {
    source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { line in
      guard line.hasPrefix("let ") else { return false }
      let head = line.prefix { $0 != "=" }
      return head.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        .contains { $0 == name }
    }
  }

  /// The line declared again with `var`.
  var asVariable: String { "var" + line.dropFirst(3) }

  /// What the learner reads under the error (their line with its controls made visible).
  var message: Message {
    .earlierConstant(name, line: VisibleText.line(line), variable: VisibleText.line(asVariable))
  }
}
