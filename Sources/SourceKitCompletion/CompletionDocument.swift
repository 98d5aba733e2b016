/// The file sourcekit-lsp completes in: the imports every input gets, the session's kept
/// inputs in order, then the line being typed — as the Jupyter Swift kernel does with the cells
/// run so far — and where the cursor is in it, in the protocol's terms (a 0-based line and a
/// column in UTF-16 code units).
public struct CompletionDocument: Equatable, Sendable {
  /// The whole text.
  public let text: String
  /// The cursor's 0-based line.
  public let line: Int
  /// The cursor's column, in UTF-16 code units.
  public let column: Int

  /// The document for `typed` with the cursor after `beforeCursor` (a prefix of it), after
  /// `imports` and the `kept` inputs.
  public init(imports: [String], kept: [String], typed: String, beforeCursor: String) {
    var head = imports.map { "import \($0)\n" }.joined()
    for input in kept { head += input.hasSuffix("\n") ? input : input + "\n" }
    let lines = head.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let typedLines = beforeCursor.split(separator: "\n", omittingEmptySubsequences: false)
    text = head + typed
    line = lines + typedLines.count - 1
    column = typedLines.last.map { $0.utf16.count } ?? 0
  }
}
