import Diagnostics
import Foundation
import Grading
import TutorSupport

/// The generated source of one playground compile: a header line (imports, module id), then
/// the student's code from line 2 on — so a value's line, a diagnostic's line and a crash's
/// line all say which line the student typed.
struct PlaygroundProgram {
  /// What is compiled.
  let source: String
  /// The student's code as typed (the compiled code may differ by a rewritten `await`).
  let original: [Substring]
  /// The physical line of the student's first line.
  let firstLine = 2
  /// `Module/File.swift`, as crash reports name the file.
  let fileID: String
  /// Places (line and column within the code) whose values are not shown.
  var hidden: Set<[Int]> = []
  /// Places (line and column within the code) whose values show under another name: the
  /// variable an assignment through a subscript or a property changed.
  var renamed: [[Int]: String] = [:]

  init(header: String, code: String, original: String? = nil, fileID: String) {
    source = header + "\n" + code + "\n"
    self.original = (original ?? code).split(separator: "\n", omittingEmptySubsequences: false)
    self.fileID = fileID
  }

  /// How many lines the student's code has.
  var lineCount: Int { original.count }

  /// The errors that concern the student's code, as `name:line:column: error: …` with the
  /// offending line and a caret.
  func explain(
    _ diagnostics: [Diagnostic], inputName: String, raw: String, language: Language
  ) -> String {
    let errors = Diagnostic.grouped(diagnostics).filter { $0.diagnostic.severity == .error }
    guard !errors.isEmpty else { return raw.clipped(to: 2000, language) }
    var quote = quote(inputName)
    var said: [String] = []
    for (error, notes) in errors {
      said.append(quote.error(error, notes: notes, language: language))
    }
    return DiagnosticQuote.joined(said, language: language)
  }

  /// The learner's code as diagnostics quote it, named `inputName`.
  private func quote(_ inputName: String) -> DiagnosticQuote {
    DiagnosticQuote(
      name: inputName, lines: compiledLines, local: local, typed: { original[$0 - 1] })
  }

  /// The one-line fixes the compiler proposes for the errors (and their notes) on the
  /// student's lines, numbered as the student's lines, for the page to apply.
  func fixes(_ diagnostics: [Diagnostic]) -> [LineFix] {
    quote("input").fixes(diagnostics)
  }

  private var compiledLines: [Substring] {
    source.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The warnings on the student's own lines (never on the generated header), each once.
  func warnings(_ diagnostics: [Diagnostic], inputName: String, language: Language) -> [String] {
    var seen: Set<String> = []
    return diagnostics.filter { diagnostic in
      guard diagnostic.severity == .warning, let local = local(diagnostic.line) else {
        return false
      }
      // `try await x` of a throwing top-level `async let`, which ran where it was declared.
      let awaitedLet =
        diagnostic.message == "no calls to throwing functions occur within 'try' expression"
        && original[local - 1].contains("try await")
      return !Self.meaningless(diagnostic.message) && !awaitedLet
    }.map { quote(inputName).warning($0, language: language) }.filter { seen.insert($0).inserted }
  }

  /// True when the header line has an error (a scoped import the compiler refused).
  func headerFailed(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.severity == .error && $0.line < firstLine }
  }

  /// The student's line number of physical `line`, if it is one of theirs.
  private func local(_ line: Int) -> Int? {
    let local = line - firstLine + 1
    return (1...max(1, lineCount)).contains(local) ? local : nil
  }

  /// Warnings that say nothing about the student's code: about the generated names, about a
  /// conformance added to a type of an earlier input (each input is a module, so the compiler
  /// calls it "retroactive"), or that a branch of an example is never taken because its condition uses a constant typed just
  /// above it (`let temperature = 68` then `if temperature < 40`, `switch Shape.circle(2)`) —
  /// a playground's point — or that an `await` awaits nothing: a top-level `async let` runs
  /// where it is declared (see InputRewriter), so a later `await x` has nothing left to wait
  /// for, where the same lines in one file are right.
  private static func meaningless(_ message: String) -> Bool {
    message.contains("__builtin") || message.contains("__tutor")
      || message == "no 'async' operations occur within 'await' expression"
      || message == "will never be executed" || message.hasSuffix("evaluates to a constant")
      || message.hasPrefix("extension declares a conformance of imported type")
  }

  /// Rewrites `Module/File.swift:N` in a crash report to the line typed (`input:2`), or to
  /// "an earlier input" when it points elsewhere.
  func relocate(_ report: String, inputName: String, language: Language) -> String {
    let marker = fileID + ":"
    guard let range = report.range(of: marker) else { return report }
    let digits = report[range.upperBound...].prefix { $0.isNumber }
    guard let line = Int(digits) else { return report }
    let end = report.index(range.upperBound, offsetBy: digits.count)
    let replacement =
      local(line).map { "\(inputName):\($0)" }
      ?? Message.earlierInput.text(language)
    return report.replacingCharacters(in: range.lowerBound..<end, with: replacement)
  }
}
