/// One thing Tab can put in place of the word before the cursor: the text inserted, and the
/// label listed when there are several (`rating: Int` for the text `rating`). A string
/// literal is a candidate listed as itself.
public struct CompletionCandidate: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The whole replacement of ``CompletionRequest/word``.
  public var text: String
  /// What the list below the line shows.
  public var label: String

  /// A candidate inserting `text`, listed as `label` (default: the text).
  public init(_ text: String, label: String? = nil) {
    self.text = text
    self.label = label ?? text
  }

  /// A candidate listed as its text.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
