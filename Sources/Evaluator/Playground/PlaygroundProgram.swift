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
