/// What a Tab press does to the line, decided from the request and the completer's candidates.
///
/// Pure, so the rules are testable without a terminal:
/// - Tab with only blanks before the cursor indents by ``indentation``;
/// - no candidate beeps;
/// - one candidate inserts what it adds to the word;
/// - several insert their common prefix and list them below the line;
/// - when every one changes the text before the word alike (`.` → `?.`), that change first.
public indirect enum CompletionPlan: Equatable, Sendable {
  /// Insert this text at the cursor.
  case insert(String)
  /// Insert this text (possibly empty), then list the candidates and redraw the line.
  case list(insert: String, candidates: [CompletionCandidate])
  /// Nothing to do: ring the bell.
  case beep
  /// Replace the characters just before the word as `lead` says, then do `then`.
  case lead(CompletionCandidate.Lead, then: CompletionPlan)

  /// What Tab inserts at the start of a line: Swift indentation of two spaces.
  public static let indentation = "  "

  /// Decides what Tab does; `completer` is only called when the cursor is after some text.
  public static func make(for request: CompletionRequest, completer: Completer?) -> CompletionPlan {
    let beforeCursor = request.textBeforeWord + request.word
    if beforeCursor.allSatisfy(\.isWhitespace) {
      return .insert(indentation)
    }
    guard let completer else { return .beep }
    return make(for: request, candidates: completer(request))
  }

  /// Decides what Tab does with these candidates for the request's word.
  public static func make(
    for request: CompletionRequest, candidates: [CompletionCandidate]
  ) -> CompletionPlan {
    var seen = Set<CompletionCandidate>()
    let matching = candidates.filter { candidate in
      candidate.text.hasPrefix(request.word) && seen.insert(candidate).inserted
    }
    guard let first = matching.first else { return .beep }
    let leads = Set(matching.map(\.lead))
    let lead = leads.count == 1 ? first.lead : nil
    let texts = Set(matching.map(\.text))
    if texts.count == 1 {
      let rest = String(first.text.dropFirst(request.word.count))
      if let lead { return .lead(lead, then: .insert(rest)) }
      return rest.isEmpty ? .beep : .insert(rest)
    }
    let shared = commonPrefix(of: matching.map(\.text))
    let list = CompletionPlan.list(
      insert: String(shared.dropFirst(request.word.count)), candidates: matching)
    return lead.map { .lead($0, then: list) } ?? list
  }

  /// The longest string every element starts with, compared by characters.
  public static func commonPrefix(of strings: [String]) -> String {
    guard var prefix = strings.first?[...] else { return "" }
    for string in strings.dropFirst() {
      let shared = zip(prefix, string).prefix { $0 == $1 }.count
      prefix = prefix.prefix(shared)
    }
    return String(prefix)
  }
}
