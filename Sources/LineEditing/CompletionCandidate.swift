/// One thing Tab can put in place of the word before the cursor: the text inserted, and the
/// label listed when there are several (`rating: Int` for the text `rating`). A string
/// literal is a candidate listed as itself.
public struct CompletionCandidate: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The whole replacement of ``CompletionRequest/word``.
  public var text: String
  /// What the list below the line shows.
  public var label: String
  /// What the candidate changes just before the word too, when it does: a member of what an
  /// optional holds turns the `.` before it into `?.` (`meal.na` → `meal?.name`).
  public var lead: Lead?

  /// Characters just before the word that a candidate replaces: `replacing` of them by `text`.
  public struct Lead: Hashable, Sendable {
    /// How many characters before the word are replaced.
    public var replacing: Int
    /// What takes their place.
    public var text: String

    /// `replacing` characters before the word become `text`.
    public init(replacing: Int, text: String) {
      self.replacing = replacing
      self.text = text
    }
  }

  /// A candidate inserting `text`, listed as `label` (default: the text), changing what is
  /// just before the word as `lead` says.
  public init(_ text: String, label: String? = nil, lead: Lead? = nil) {
    self.text = text
    self.label = label ?? text
    self.lead = lead
  }

  /// A candidate listed as its text.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
