import LessonKit
package import TutorSupport

/// How a diagnostic reads to the learner wherever it is shown — `check` and `grade`, the
/// REPL, `eval`, the page's Check and Run: the place and the compiler's words, the learner's
/// line quoted with a caret under the column, then for an error each note on their lines, the
/// compiler's one-line fix ("the compiler suggests: …") and a tip in their language.
///
/// The compiler counts columns in UTF-8 bytes; the place and the caret count what the learner
/// sees: characters, the caret's lead mirroring the line (a tab stays a tab, a wide character
/// such as 汉 becomes an ideographic space, two columns as it is). What the learner's line
/// holds is shown, never obeyed: a control character in it is its picture (``VisibleText``).
package struct DiagnosticQuote {
  /// The name the learner knows the code by (`team-score.swift`, `input`).
  let name: String
  /// The compiled file's name as the compiler says it, when it compiled others beside it.
  let file: String?
  /// The compiled file's lines, which the compiler's lines and columns count.
  let lines: [Substring]
  /// The learner's line number of a compiled line, nil for a line that is not theirs.
  let local: (Int) -> Int?
  /// The learner's line as typed, when it may differ from the compiled one.
  let typed: (Int) -> Substring?
  /// The lines whose full-width punctuation was already told (its fix and tip, once a line).
  private var toldHalfWidth: Set<Int> = []

  package init(
    name: String, file: String? = nil, lines: [Substring], local: @escaping (Int) -> Int?,
    typed: @escaping (Int) -> Substring? = { _ in nil }
  ) {
    self.name = name
    self.file = file
    self.lines = lines
    self.local = local
    self.typed = typed
  }

  /// The quote of a learner's whole file `name`, compiled as it is (`check`, `grade`).
  static func file(_ name: String, source: String) -> DiagnosticQuote {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return DiagnosticQuote(
      name: name, file: name, lines: lines, local: { $0 <= lines.count ? $0 : nil })
  }

  /// The learner's line `diagnostic` is on, nil when it is not on one of theirs.
  func line(of diagnostic: Diagnostic) -> Int? {
    if let file, diagnostic.file != file { return nil }
    return local(diagnostic.line)
  }

  /// `error` with its `notes`, fixes and tip, as the learner reads it.
  /// On a line with full-width punctuation in its code, the line's ASCII twin is the fix, the
  /// compiler's fixes for that line (misled by it) are not offered, and the tip says why.
  package mutating func error(_ error: Diagnostic, notes: [Diagnostic], language: Language)
    -> String
  {
    let half = halfWidth(error)
    let told = half.map { !toldHalfWidth.insert($0.fix.line).inserted } ?? false
    let power = half == nil && usesPowerCaret(error)
    var text = place(error)
    if !told, !power, let fix = half?.fix ?? fix(error) { text += "\n    " + fix.shown(language) }
    for note in notes {
      guard let line = line(of: note) else { continue }
      // `note: …` in English, `注：…` in Chinese: the learner's language, as the tip is.
      let said = Message("diagnostic.note", ["message": VisibleText.line(note.message)])
        .text(language)
      text +=
        note.line == error.line
        ? "\n    " + said
        : "\n    \(name):\(line):\(column(of: note, at: line)): " + said
      if half?.fix.line != line, !(power && note.line == error.line), let fix = fix(note) {
        text += "\n      " + fix.shown(language)
      }
    }
    let tip =
      half.map { DiagnosticTip.fullWidthLine(found: $0.found, ascii: $0.ascii, language) }
      ?? (power
        ? DiagnosticTip.powerCaretLine(language)
        : optionalTip(error).map { DiagnosticTip.said($0).text(language) }
          ?? DiagnosticTip.line(for: error.message, language))
    if !told, let tip { text += "\n    " + tip }
    return text
  }

  /// True when the learner's line `diagnostic` is on uses `^` in its code (``PowerCaret``).
  func usesPowerCaret(_ diagnostic: Diagnostic) -> Bool {
    guard let line = line(of: diagnostic) else { return false }
    return PowerCaret.used(in: shownLine(line, diagnostic.line))
  }

  /// The learner's line `diagnostic` is on made ASCII, when it has full-width punctuation in
  /// its code (``FullWidthPunctuation``), with the first such mark and its ASCII twin.
  func halfWidth(_ diagnostic: Diagnostic) -> (fix: LineFix, found: Character, ascii: Character)? {
    guard let line = line(of: diagnostic) else { return nil }
    let shown = shownLine(line, diagnostic.line)
    guard let (text, found) = FullWidthPunctuation.fixed(shown),
      let ascii = FullWidthPunctuation.ascii[found]
    else { return nil }
    let fix = LineFix(line: line, was: String(shown), text: text, note: diagnostic.message)
    return (fix, found, ascii)
  }

  /// Errors as the learner reads them, one after another: the first `limit`, then a line that
  /// says how many more there are (fixing the first often fixes the rest).
  package static func joined(_ errors: [String], limit: Int = 8, language: Language) -> String {
    guard errors.count > limit else { return errors.joined(separator: "\n") }
    let more = errors.count - limit
    let counted =
      more == 1
      ? Catalog.text("judge.compile.more-errors.one", language, ["count": more])
      : Catalog.text("judge.compile.more-errors.other", language, ["count": more])
    return (errors.prefix(limit) + [counted]).joined(separator: "\n")
  }

  /// A warning as the learner reads it: its place, and a tip when one is known (the
  /// placeholder a fix left is only a warning where a playground runs the code).
  package func warning(_ warning: Diagnostic, language: Language) -> String {
    let tip = DiagnosticTip.line(for: warning.message, language)
    return place(warning) + (tip.map { "\n    " + $0 } ?? "")
  }

  /// `name:line:column: kind: message` and, on the learner's line, the line with a caret.
  package func place(_ diagnostic: Diagnostic) -> String {
    let kind = diagnostic.severity.rawValue
    let message = VisibleText.line(diagnostic.message)
    guard let line = line(of: diagnostic) else { return "\(name): \(kind): \(message)" }
    let shown = shownLine(line, diagnostic.line)
    let column = Self.characterColumn(diagnostic.column, in: shown)
    let gutter = String(repeating: " ", count: String(line).count)
    return "\(name):\(line):\(column): \(kind): \(message)\n"
      + "    \(line) | \(VisibleText.block(String(shown)))\n"
      + "    \(gutter) | \(Self.lead(shown, column))^"
  }

  /// The compiler's one-line fix of `diagnostic` on the learner's line, numbered as theirs.
  func fix(_ diagnostic: Diagnostic) -> LineFix? {
    guard line(of: diagnostic) != nil else { return nil }
    return LineFix.make(diagnostic, lines: lines, local: local, typed: typed)
  }

  /// The one-line fixes the compiler proposes for the errors on the learner's lines — and the
  /// warnings, with `warnings` — and for their notes, each line's result once, in order, for
  /// the page to apply.
  package func fixes(_ diagnostics: [Diagnostic], warnings: Bool = false) -> [LineFix] {
    let groups = Diagnostic.grouped(diagnostics).filter {
      ($0.diagnostic.severity == .error || warnings && $0.diagnostic.severity == .warning)
        && line(of: $0.diagnostic) != nil
    }.map { group in (group.diagnostic, group.notes.filter { line(of: $0) != nil }) }
    // A line with full-width punctuation gets its ASCII twin, once, and none of the compiler's.
    var halves: [Int: LineFix] = [:]
    for (error, _) in groups where error.severity == .error {
      if let half = halfWidth(error), halves[half.fix.line] == nil {
        halves[half.fix.line] = half.fix
      }
    }
    // A line with `^` gets none: the compiler's conversion compiles to the wrong number.
    let powers = Set(groups.filter { usesPowerCaret($0.0) }.compactMap { line(of: $0.0) })
    let compilers = LineFix.all(groups, lines: lines, local: local, typed: typed)
    return halves.values.sorted { $0.line < $1.line }
      + compilers.filter { halves[$0.line] == nil && !powers.contains($0.line) }
  }

  private func column(of diagnostic: Diagnostic, at line: Int) -> Int {
    Self.characterColumn(diagnostic.column, in: shownLine(line, diagnostic.line))
  }

  func shownLine(_ local: Int, _ compiled: Int) -> Substring {
    typed(local) ?? (compiled >= 1 && compiled <= lines.count ? lines[compiled - 1] : "")
  }

  /// The 1-based character column of the compiler's 1-based UTF-8 `column` in `line`; past
  /// the line's end, one per byte.
  static func characterColumn(_ column: Int, in line: Substring) -> Int {
    var bytes = 0
    var characters = 0
    for character in line {
      let next = bytes + character.utf8.count
      if next > column - 1 { break }
      bytes = next
      characters += 1
    }
    return characters + 1 + max(0, column - 1 - line.utf8.count)
  }

  /// Blanks as wide as `line`'s first `column - 1` characters as they are shown (a control
  /// character as its picture, ``VisibleText``).
  static func lead(_ line: Substring, _ column: Int) -> String {
    var lead = ""
    for character in VisibleText.block(String(line.prefix(max(0, column - 1)))) {
      lead += character == "\t" ? "\t" : TerminalWidth.width(of: character) == 2 ? "\u{3000}" : " "
    }
    return lead
  }
}
