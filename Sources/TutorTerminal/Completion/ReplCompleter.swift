import LineEditing
import SourceKitCompletion

/// Tab completion at the REPL prompt.
///
/// - `:le` → `:lesson `, `:lessons ` (commands);
/// - `:lesson 03` → lesson ids and folder names; `:exercise`, `:check`, `:hint` and
///   `:reset` → exercise ids;
///   `:lang` → `en`, `zh-Hans`;
/// - Swift → what sourcekit-lsp offers at the cursor (members after `.`, with their types,
///   through `?.` on an optional), over the session's kept inputs; when it cannot answer within
///   ``swiftDeadline``: keywords, MealKit and Shapes names, and names declared in the session —
///   and its late answer at the next Tab in the same place (``LateAnswers``).
struct ReplCompleter: Sendable {
  let symbols: SymbolTable

  /// How long Tab waits for sourcekit-lsp before it falls back to the words it knows.
  static let swiftDeadline = Duration.milliseconds(300)
  /// How long Tab waits after a `.`, where the words it knows are no members at all: on a
  /// loaded machine the first `m.` + Tab listed every keyword and type after 300 ms.
  static let memberDeadline = Duration.seconds(2)

  /// The candidates for `request` (see ``Completer``).
  func complete(_ request: CompletionRequest) -> [CompletionCandidate] {
    guard request.isCommand else {
      guard !request.word.isEmpty || request.textBeforeWord.hasSuffix(".") else { return [] }
      if let swift = symbols.swift,
        let found = symbols.late.complete(
          swift, kept: symbols.keptInputs, typed: request.line,
          beforeCursor: request.textBeforeWord + request.word,
          deadline: request.textBeforeWord.hasSuffix(".") ? Self.memberDeadline : Self.swiftDeadline
        ),
        !found.isEmpty
      {
        let optional = CompletionCandidate.Lead(replacing: 1, text: "?.")
        return found.map {
          CompletionCandidate($0.insert, label: $0.label, lead: $0.throughOptional ? optional : nil)
        }
      }
      return symbols.swiftWords.filter { $0.hasPrefix(request.word) && $0 != request.word }
        .map { CompletionCandidate($0) }
    }
    let before = request.textBeforeWord.split(whereSeparator: \.isWhitespace)
    guard let first = before.first else {
      return ReplCommands.all.map { ":" + $0.name + " " }
        .filter { $0.hasPrefix(request.word) }.sorted().map { CompletionCandidate($0) }
    }
    let arguments = ReplCommands.named(String(first.dropFirst()))?.arguments ?? []
    let words = arguments.flatMap { argument in
      switch argument {
      case .lesson: symbols.lessonIDs
      case .exercise: symbols.exerciseIDs
      case .word(let word): [word]
      }
    }
    return words.filter { $0.hasPrefix(request.word) }.map { $0 + " " }.sorted()
      .map { CompletionCandidate($0) }
  }
}
