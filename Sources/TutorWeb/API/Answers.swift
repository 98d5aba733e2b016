import Hummingbird

// What the API answers, each a `ResponseEncodable` value: a handler returns it and Hummingbird
// writes it as JSON with the context's encoder (``WebContext/responseEncoder``: sorted keys,
// `/` unescaped). The headers every answer carries come from ``CommonHeaders``.

extension CheckAnswer: ResponseEncodable {}
extension RunAnswer: ResponseEncodable {}
extension WorkspaceFile: ResponseEncodable {}
extension ClassStanding: ResponseEncodable {}

/// The name a classroom's student gave, as kept.
struct NameAnswer: ResponseEncodable, Codable {
  /// The name.
  var name: String
}

/// A hint as the page adds it: nil `number` once every hint was seen.
struct HintAnswer: ResponseEncodable, Codable {
  /// The hint's HTML (empty once all were seen).
  var html: String
  /// Its 1-based number.
  var number: Int?
  /// How many hints the exercise has.
  var count: Int
}

/// The learner's progress as the page polls it.
struct ProgressAnswer: ResponseEncodable, Codable {
  /// The exercises passed.
  var passed: [String]
  /// The language shown.
  var language: String
}

/// An exercise's model solution.
struct SolutionAnswer: ResponseEncodable, Codable {
  /// The solution's text.
  var source: String
}

/// A scratch tab's new live session.
struct TabAnswer: ResponseEncodable, Codable {
  /// The session's id, which only that tab knows.
  var session: String
}

/// What a scratch tab ran, to show again: each input and its answer in the learner's language
/// of the moment.
struct TranscriptAnswer: ResponseEncodable, Codable {
  /// One run.
  struct Entry: Codable {
    /// The input as typed.
    var code: String
    /// What it did.
    var answer: RunAnswer
  }

  /// The runs kept, oldest first.
  var entries: [Entry]
  /// How many earlier runs were dropped (a tab keeps about a megabyte of them).
  var dropped: Int
}

/// A scratch tab's live session ended (or was not the learner's to end).
struct ClosedAnswer: ResponseEncodable, Codable {
  /// Always true.
  var closed = true
}

/// What the editor may complete at the cursor, best first (none when `sourcekit-lsp` is
/// missing or slow).
struct CompletionAnswer: ResponseEncodable, Codable {
  /// One candidate.
  struct Candidate: Codable {
    /// What replaces the word before the cursor (`rating`, `hasPrefix(`).
    var text: String
    /// What the list shows, with the type (`rating: Int`).
    var label: String
    /// What replaces the `.` before the word too, when the candidate is a member of what an
    /// optional holds (`?.`); absent otherwise.
    var lead: String?
  }

  /// The candidates.
  var candidates: [Candidate]
}

/// The documentation of the name at the cursor: its declaration and doc comment in Markdown,
/// left out when there is none.
struct DocumentationAnswer: ResponseEncodable, Codable {
  /// The Markdown `sourcekit-lsp` gives.
  var markdown: String?
  /// The same, as HTML by libcmark (``MarkdownHTML``: raw HTML shown as text, unsafe links
  /// dropped), which the page shows as it is: it parses no Markdown itself.
  var html: String?
  /// True when `sourcekit-lsp` could not look (busy with the learner's completion, starting
  /// or slow): the page asks once more, then says so instead of "no documentation here".
  var busy: Bool?
}

/// The language chosen.
struct LanguageAnswer: ResponseEncodable, Codable {
  /// Its identifier (`en`, `zh-Hans`).
  var language: String
}

/// A refusal, in the learner's language (``ErrorMiddleware``).
struct ErrorAnswer: ResponseEncodable, Codable {
  /// Why.
  var error: String
}
