/// The source of one playground run: the imports, the earlier inputs, a start
/// mark, then the newest input — each on its own physical lines, so a value's
/// line says which input logged it.
struct PlaygroundProgram {
  let source: String
  let newestFirstLine: Int
  let newestLineCount: Int
  let marked: Bool

  init(imports: [String], earlier: [String], newest: String, marked: Bool = true) {
    var lines = [(imports + ["PlaygroundRuntime"]).map { "import \($0)" }.joined(separator: "; ")]
    for input in earlier {
      lines += input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if marked { lines.append("__tutorCellStart()") }
    let newestLines = newest.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    newestFirstLine = lines.count + 1
    newestLineCount = newestLines.count
    lines += newestLines
    source = lines.joined(separator: "\n") + "\n"
    self.marked = marked
  }

  /// The diagnostics that concern the newest input, as `name:line:column: error: …`
  /// with the offending line and a caret.
  func explain(_ diagnostics: [Diagnostic], inputName: String, raw: String) -> String {
    let newestLines = source.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(newestFirstLine - 1).prefix(newestLineCount)
    let errors = diagnostics.filter { $0.severity == "error" }
    guard !errors.isEmpty else { return raw.clipped(to: 2000) }
    return errors.prefix(6).map { error -> String in
      let local = error.line - newestFirstLine + 1
      guard local >= 1, local <= newestLineCount else {
        return "\(inputName): error: \(error.message)"
      }
      let text = newestLines[newestLines.startIndex + local - 1]
      let pad = String(repeating: " ", count: max(0, error.column - 1))
      return
        "\(inputName):\(local):\(error.column): error: \(error.message)\n    \(text)\n    \(pad)^"
    }.joined(separator: "\n")
  }
}

extension PlaygroundProgram {
  /// Rewrites the generated file's `main/main.swift:N` in a crash report to the line of what
  /// the student typed (`input:2`), or drops it when it points into an earlier input.
  func relocate(_ report: String, inputName: String) -> String {
    let marker = HarnessSource.mainFile + ":"
    guard let found = report.range(of: marker) else { return report }
    let prefixed = report[..<found.lowerBound].hasSuffix("main/")
    let range = report.index(found.lowerBound, offsetBy: prefixed ? -5 : 0)..<found.upperBound
    let digits = report[range.upperBound...].prefix { $0.isNumber }
    guard let line = Int(digits) else { return report }
    let end = report.index(range.upperBound, offsetBy: digits.count)
    let local = line - newestFirstLine + 1
    if (1...max(1, newestLineCount)).contains(local) {
      return report.replacingCharacters(in: range.lowerBound..<end, with: "\(inputName):\(local)")
    }
    return report.replacingCharacters(in: range.lowerBound..<end, with: "an earlier input")
  }
}
