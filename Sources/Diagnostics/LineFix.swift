import Foundation
public import TutorSupport

/// A change the compiler proposes for one line of the learner's code, the way the terminal
/// shows it ("the compiler suggests: …") and the page applies it with one click: the line as compiled
/// and the line with the change.
public struct LineFix: Codable, Sendable, Hashable {
  /// The learner's 1-based line.
  public var line: Int
  /// The line as it was compiled; the page applies the fix only while the line still reads so.
  public var was: String
  /// The line with the fix applied.
  public var text: String
  /// The compiler's words for the fix (its note, or the error itself).
  public var note: String

  /// The fix of `diagnostic` when it has one that edits a single line of the learner's code:
  /// `lines` are the compiled file's lines, `local` turns one of its line numbers into the
  /// learner's (nil for a line that is not theirs), `typed` gives the learner's line as typed.
  package static func make(
    _ diagnostic: Diagnostic, lines: [Substring], local: (Int) -> Int?,
    typed: (Int) -> Substring? = { _ in nil }
  ) -> LineFix? {
    // `!` where a value may be nil is the way to a crash: the compiler's note stays, its fix
    // is never offered (a newcomer followed it, and every check crashed).
    if diagnostic.message.hasPrefix("force-unwrap using '!'") { return nil }
    let number = diagnostic.fixIts.first?.line ?? 0
    guard number >= 1, number <= lines.count, let own = local(number),
      let fixed = FixIt.applied(diagnostic.fixIts, toLine: lines[number - 1], number: number)
    else { return nil }
    // A fix that adds a line is not one line's change (and would not read as one).
    guard !fixed.contains(where: \.isNewline) else { return nil }
    let was = lines[number - 1]
    // A line the session rewrote before compiling (an `await`) is not fixed by its columns.
    if let typed = typed(own), typed != was { return nil }
    return LineFix(line: own, was: String(was), text: fixed, note: diagnostic.message)
  }

  /// Every fix of `groups` (each error with its notes, or a warning alone), in order, each
  /// line's result once.
  package static func all(
    _ groups: [(diagnostic: Diagnostic, notes: [Diagnostic])], lines: [Substring],
    local: (Int) -> Int?, typed: (Int) -> Substring? = { _ in nil }
  ) -> [LineFix] {
    var seen: Set<[String]> = []
    return groups.flatMap { [$0.diagnostic] + $0.notes }.compactMap {
      make($0, lines: lines, local: local, typed: typed)
    }.filter { seen.insert([String($0.line), $0.text]).inserted }
  }

  /// "the compiler suggests: `text`" under a diagnostic in the terminal, indented as its notes are.
  public func shown(_ language: Language) -> String {
    let code = text.trimmingCharacters(in: .whitespaces)
    return Catalog.text("judge.compile.fix", language, ["code": VisibleText.block(code)])
  }
}
