import Diagnostics
import Foundation
import TutorSupport

/// What the page draws, worked out where Swift already knows it: the lines the compiler's
/// errors name, a line's sidebar cell, the code a fix button shows. The page's script draws
/// these fields and parses no text of its own.
enum PageFields {
  /// The lines of `message`'s compiler errors in a Swift file (`meal.swift:3:36: error: …`), as
  /// `Diagnostic` reads them, in the order said. The graded files' names have no spaces, so a
  /// line the compiler quotes from the learner's code (`  3 | let s = "…"`) is none of them.
  static func errorLines(_ message: String?) -> [Int] {
    Diagnostic.parse(message ?? "").filter {
      $0.severity == .error && $0.file.hasSuffix(".swift") && !$0.file.contains(" ")
    }.map(\.line)
  }

  /// A line's cell in the results sidebar: its values, a few of them joined, or the last with
  /// how many times the line ran (`count`, when the run kept fewer values than that: then the
  /// count alone, since the last value kept is not the line's last).
  static func sidebar(_ values: [String], count: Int?, language: Language) -> String {
    let times = count ?? values.count
    if times <= 3 { return values.joined(separator: "  ·  ") }
    let said = Message.timesRun(times).text(language)
    if let count, count > values.count { return said }
    // The Chinese sentence opens with a full-width bracket, which brings its own space.
    let space = said.hasPrefix("（") ? "" : " "
    return (values.last ?? "") + space + said
  }
}

/// A compiler fix as the page shows and applies it: the fix's fields (line `line` becomes
/// `text` while it still reads `was`) and `shown`, the changed code for the button, trimmed,
/// every control a picture.
struct PageFix: Codable, Sendable, Hashable {
  /// The compiler's fix.
  let fix: LineFix
  /// `fix.text` as the button shows it.
  let shown: String

  /// The page's form of `fix`.
  init(_ fix: LineFix) {
    self.fix = fix
    shown = VisibleText.line(fix.text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private enum Key: String, CodingKey { case shown }

  /// Reads the fix's fields and `shown` from one object.
  init(from decoder: any Decoder) throws {
    fix = try LineFix(from: decoder)
    shown = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .shown)
  }

  /// Writes the fix's fields and `shown` into one object.
  func encode(to encoder: any Encoder) throws {
    try fix.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(shown, forKey: .shown)
  }
}

extension Message {
  /// How many times a line ran, after its last value (`(5 times)`, `（共 5 次）`).
  static func timesRun(_ count: Int) -> Message { Message("web.run.times", ["count": count]) }
}
