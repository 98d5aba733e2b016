package import Foundation

/// One compiler diagnostic, already pointing at the student's file.
public struct Diagnostic: Sendable, Hashable {
  /// How serious a diagnostic is, spelled as the compiler spells it.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// The program does not build.
    case error
    /// Worth fixing; the program builds.
    case warning
    /// More about the diagnostic before it.
    case note
  }

  /// error, warning or note.
  public var severity: Severity
  /// The file name as the student knows it (or `checks.swift`).
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// The compiler's words, or our explanation for a diagnostic inside the checks.
  public var message: String
  /// The edits the compiler proposes with it (from its serialized diagnostics, when read).
  public var fixIts: [FixIt] = []

  /// A diagnostic as given.
  package init(
    severity: Severity, file: String, line: Int, column: Int, message: String,
    fixIts: [FixIt] = []
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.fixIts = fixIts
  }

  /// This diagnostic with `file` called `new` when it is `old`.
  package func renamed(from old: String, to new: String) -> Diagnostic {
    var copy = self
    if file == old { copy.file = new }
    return copy
  }

  /// `file:line:column: severity: message`.
  public var formatted: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

  /// Each error and warning with the notes the compiler wrote right after it (`coalesce using
  /// '??'…`, `change 'let' to 'var'…`), in order.
  package static func grouped(_ diagnostics: [Diagnostic]) -> [(
    diagnostic: Diagnostic, notes: [Diagnostic]
  )] {
    var groups: [(diagnostic: Diagnostic, notes: [Diagnostic])] = []
    for diagnostic in diagnostics {
      if diagnostic.severity == .note {
        if !groups.isEmpty { groups[groups.count - 1].notes.append(diagnostic) }
      } else {
        groups.append((diagnostic, []))
      }
    }
    return groups
  }

  /// Parses the `-diagnostic-style llvm` lines of swiftc's output, with the fix-its of the
  /// serialized diagnostics at `serialized` (``serializing(to:)``) when it was written.
  package static func parse(_ text: String, serialized: URL) -> [Diagnostic] {
    // The same diagnostic, as both forms say it (place and words); each entry is used once, in
    // order — by key, so ten thousand errors cost no more than reading them.
    var waiting: [String: [[FixIt]]] = [:]
    for entry in SerializedDiagnostics.read(serialized) where !entry.fixIts.isEmpty {
      let key = [
        entry.severity?.rawValue ?? "", entry.file, "\(entry.line)", "\(entry.column)",
        untagged(entry.message),
      ].joined(separator: "\u{0}")
      waiting[key, default: []].append(entry.fixIts)
    }
    try? FileManager.default.removeItem(at: serialized)
    return parse(text).map { diagnostic in
      let key = [
        diagnostic.severity.rawValue, diagnostic.file, "\(diagnostic.line)",
        "\(diagnostic.column)", diagnostic.message,
      ].joined(separator: "\u{0}")
      guard let fixIts = waiting[key]?.first else { return diagnostic }
      waiting[key]?.removeFirst()
      var found = diagnostic
      found.fixIts = fixIts
      return found
    }
  }

  /// The frontend's flags that write the serialized diagnostics to `file`.
  package static func serializing(to file: URL) -> [String] {
    ["-serialize-diagnostics-path", file.path]
  }

  /// Parses the `-diagnostic-style llvm` lines of swiftc's output.
  package static func parse(_ text: String) -> [Diagnostic] {
    text.split(separator: "\n").compactMap { line -> Diagnostic? in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      // A source line the compiler quotes under a diagnostic can look like one (the student
      // wrote it, in a string): line and column must at least be plausible.
      guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]),
        (1...10_000_000).contains(row), (0...100_000).contains(column)
      else {
        return nil
      }
      guard let severity = Severity(rawValue: parts[3].trimmingCharacters(in: " ")) else {
        return nil
      }
      let file = String(parts[0].split(separator: "/").last ?? parts[0])
      return Diagnostic(
        severity: severity, file: file, line: row, column: column,
        message: untagged(parts[4].trimmingCharacters(in: " ")))
    }
  }

  /// `message` without the diagnostic group swiftc 6 writes after it (`… [#no-usage]`,
  /// `[#DeprecatedDeclaration]`): a name for the compiler's documentation, noise in English
  /// and untranslated in Chinese for a learner, who gets a tip instead.
  package static func untagged(_ message: String) -> String {
    message.replacing(/\ \[#[A-Za-z][A-Za-z0-9-]*\]$/, with: "")
  }
}

extension StringProtocol {
  package func trimmingCharacters(in set: Character) -> String {
    var text = Substring(self)
    while text.first == set { text.removeFirst() }
    while text.last == set { text.removeLast() }
    return String(text)
  }
}
