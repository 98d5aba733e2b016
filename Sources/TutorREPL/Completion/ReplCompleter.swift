import LineEditing

/// Tab completion at the REPL prompt.
///
/// - `:le` → `:lesson `, `:lessons ` (commands);
/// - `:lesson 03` → lesson ids and folder names; `:exercise`, `:check`, `:hint` and
///   `:reset` → exercise ids;
///   `:lang` → `en`, `zh-Hans`;
/// - Swift → keywords, MealKit and Shapes names, and names declared in the session.
struct ReplCompleter: Sendable {
  let symbols: SymbolTable

  /// The candidates for `request` (see ``Completer``).
  func complete(_ request: CompletionRequest) -> [String] {
    guard request.isCommand else {
      guard !request.word.isEmpty || request.textBeforeWord.hasSuffix(".") else { return [] }
      return symbols.swiftWords.filter { $0.hasPrefix(request.word) && $0 != request.word }
    }
    let before = request.textBeforeWord.split(whereSeparator: \.isWhitespace)
    guard let first = before.first else {
      return ReplCommandName.allCases.map { ":" + $0.rawValue + " " }
        .filter { $0.hasPrefix(request.word) }.sorted()
    }
    let command = ReplCommandName.named(String(first.dropFirst()))
    let words: [String]
    switch command {
    case .lesson: words = symbols.lessonIDs
    case .exercise, .check, .hint: words = symbols.exerciseIDs
    case .reset: words = ["exercise"] + symbols.exerciseIDs
    case .lang: words = ["en", "zh-Hans"]
    default: words = []
    }
    return words.filter { $0.hasPrefix(request.word) }.map { $0 + " " }.sorted()
  }
}
