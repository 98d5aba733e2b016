import Foundation
import LineEditing
import SourceKitCompletion
import Testing

/// The parts of completion from sourcekit-lsp that need no server: the protocol's framing,
/// the document and its cursor, the candidates made from an answer, and Tab with labels.
@Suite struct SwiftCompletionPartsTests {
  @Test func framesAreTakenWholeAcrossReads() {
    let one = Data(#"{"id":1}"#.utf8)
    let two = Data(#"{"id":2,"result":"二"}"#.utf8)
    let stream = LSPFrame.encode(one) + LSPFrame.encode(two)
    var buffer = Data(stream.prefix(30))
    #expect(LSPFrame.take(from: &buffer) == [one])
    buffer.append(stream.dropFirst(30).prefix(5))
    #expect(LSPFrame.take(from: &buffer).isEmpty, "half a message waits")
    buffer.append(stream.dropFirst(35))
    #expect(LSPFrame.take(from: &buffer) == [two])
    #expect(buffer.isEmpty)
  }

  @Test func theDocumentIsTheImportsTheKeptInputsAndTheLine() {
    let document = CompletionDocument(
      imports: ["MealKit", "Shapes"], kept: ["let s = \"héllo\"", "func f() {\n}\n"],
      typed: "let 名 = s.upp", beforeCursor: "let 名 = s.upp")
    #expect(
      document.text
        == "import MealKit\nimport Shapes\nlet s = \"héllo\"\nfunc f() {\n}\nlet 名 = s.upp")
    #expect(document.line == 5)
    #expect(document.column == 13, "UTF-16 units: 名 is one")
    let emoji = CompletionDocument(imports: [], kept: [], typed: "\"🍜\".c", beforeCursor: "\"🍜\".c")
    #expect(emoji.line == 0 && emoji.column == 6, "🍜 is two UTF-16 units")
  }

  @Test func candidatesCarryTheirTypesAndCallsStopAtTheirArguments() throws {
    let answer = Data(
      """
      {"isIncomplete": false, "items": [
        {"label": "self", "kind": 14, "detail": "Meal", "textEdit": {"newText": "self"}},
        {"label": "rating", "kind": 10, "detail": "Int", "textEdit": {"newText": "rating"}},
        {"label": "uppercased()", "kind": 2, "detail": "String",
         "textEdit": {"newText": "uppercased()"}},
        {"label": "hasPrefix(_ prefix: String)", "kind": 2, "detail": "Bool",
         "textEdit": {"newText": "hasPrefix()"}},
        {"label": "hash(into: &Hasher)", "kind": 2, "detail": "Void",
         "textEdit": {"newText": "hash(into: &)"}},
        {"label": "rating", "kind": 10, "detail": "Int", "textEdit": {"newText": "rating"}}
      ]}
      """.utf8)
    let afterDot = SwiftCandidate.list(from: answer, afterDot: true)
    #expect(
      afterDot == [
        .init(insert: "rating", label: "rating: Int"),
        .init(insert: "uppercased()", label: "uppercased() -> String"),
        .init(insert: "hasPrefix(", label: "hasPrefix(_ prefix: String) -> Bool"),
        .init(insert: "hash(", label: "hash(into: &Hasher)"),
      ])
    #expect(SwiftCandidate.list(from: answer, afterDot: false).first?.insert == "self")
  }

  /// sourcekit-lsp 6.3 lists `contains(_ element:)` as `contains(element: Character)`: a
  /// beginner typed what the list showed and got "extraneous argument label". Parameters the
  /// text to insert leaves unlabelled get their `_`; the list is in the server's rank
  /// (`sortText`), not its order (the page listed 197 members in reverse-alphabetical blocks).
  @Test func unlabelledParametersShowTheirUnderscoreAndTheBestComeFirst() throws {
    let answer = Data(
      #"""
      {"isIncomplete": false, "items": [
        {"label": "split(maxSplits: Int, omittingEmptySubsequences: Bool, whereSeparator: (Character) throws -> Bool) rethrows",
         "kind": 2, "detail": "[Substring]", "sortText": "5003.8-split",
         "textEdit": {"newText": "split(maxSplits: , omittingEmptySubsequences: , whereSeparator: )"}},
        {"label": "contains(element: Character)", "kind": 2, "detail": "Bool",
         "sortText": "4980.2-contains", "textEdit": {"newText": "contains()"}},
        {"label": "count", "kind": 10, "detail": "Int", "sortText": "4976.0-count",
         "textEdit": {"newText": "count"}},
        {"label": "compare(aString: T, options: String.CompareOptions)", "kind": 2,
         "detail": "ComparisonResult", "sortText": "4990-compare",
         "textEdit": {"newText": "compare(, options: )"}},
        {"label": "uppercased()", "kind": 2, "detail": "String", "sortText": "4999-upper",
         "textEdit": {"newText": "uppercased()"}}
      ]}
      """#.utf8)
    let listed = SwiftCandidate.list(from: answer, afterDot: true).map(\.label)
    #expect(
      listed == [
        "count: Int", "contains(_ element: Character) -> Bool",
        "compare(_ aString: T, options: String.CompareOptions) -> ComparisonResult",
        "uppercased() -> String",
        "split(maxSplits: Int, omittingEmptySubsequences: Bool, whereSeparator: (Character) throws -> Bool) rethrows -> [Substring]",
      ])
  }

  @Test func tabListsLabelsAndInsertsTheSharedText() {
    let request = CompletionRequest(line: "meal.ra", cursor: 7)
    let plan = CompletionPlan.make(
      for: request,
      candidates: [
        CompletionCandidate("rating", label: "rating: Int"),
        CompletionCandidate("ratingLabel", label: "ratingLabel: String"),
      ])
    guard case .list(let insert, let candidates) = plan else {
      Issue.record("\(plan)")
      return
    }
    #expect(insert == "ting")
    #expect(candidates.map(\.label) == ["rating: Int", "ratingLabel: String"])
    let overloads = CompletionPlan.make(
      for: CompletionRequest(line: "s.hasP", cursor: 6),
      candidates: [
        CompletionCandidate("hasPrefix(", label: "hasPrefix(_: String) -> Bool"),
        CompletionCandidate("hasPrefix(", label: "hasPrefix(_: Substring) -> Bool"),
      ])
    #expect(overloads == .insert("refix("), "one text, two labels: inserted, not listed")
  }

  /// What sourcekit-lsp answers after `meal.` on a `Meal?` (as measured): the members of the
  /// meal through `?.` (its edit replaces the `.`), then `Optional`'s own.
  static let optionalAnswer = Data(
    #"""
    [{"label": "name", "kind": 10, "detail": "String", "filterText": ".name",
      "textEdit": {"newText": "?.name"}},
     {"label": "rating", "kind": 10, "detail": "Int", "filterText": ".rating",
      "textEdit": {"newText": "?.rating"}},
     {"label": "unsafelyUnwrapped", "kind": 10, "detail": "Meal",
      "filterText": "unsafelyUnwrapped", "textEdit": {"newText": "unsafelyUnwrapped"}},
     {"label": "take()", "kind": 2, "detail": "Optional<Meal>", "filterText": "take()",
      "textEdit": {"newText": "take()"}}]
    """#.utf8)

  /// A beginner's `meal.` on an optional lists the meal's members, through `?.`, and none of
  /// `Optional`'s own; typed on (`meal.un`), the server's own filter decides.
  @Test func anOptionalsMembersComeThroughTheQuestionMark() {
    let afterDot = SwiftCandidate.list(from: Self.optionalAnswer, afterDot: true)
    #expect(
      afterDot == [
        .init(insert: "name", label: "name: String", throughOptional: true),
        .init(insert: "rating", label: "rating: Int", throughOptional: true),
      ])
    let typed = SwiftCandidate.list(from: Self.optionalAnswer, afterDot: false)
    #expect(typed.map(\.insert) == ["name", "rating", "unsafelyUnwrapped", "take()"])
  }

  /// Tab on `meal.na` turns the `.` into `?.` and completes the name: `meal?.name`; a list of
  /// such members makes `meal?.` and lists them; a mix changes nothing before the word.
  @Test func tabThroughAnOptionalWritesTheQuestionMark() {
    let chain = CompletionCandidate.Lead(replacing: 1, text: "?.")
    let name = CompletionCandidate("name", label: "name: String", lead: chain)
    let rating = CompletionCandidate("rating", label: "rating: Int", lead: chain)
    let one = CompletionPlan.make(
      for: CompletionRequest(line: "meal.na", cursor: 7), candidates: [name])
    #expect(one == .lead(chain, then: .insert("me")))
    let all = CompletionPlan.make(
      for: CompletionRequest(line: "meal.", cursor: 5), candidates: [name, rating])
    #expect(all == .lead(chain, then: .list(insert: "", candidates: [name, rating])))
    let mixed = CompletionPlan.make(
      for: CompletionRequest(line: "meal.", cursor: 5), candidates: [name, "take()"])
    #expect(mixed == .list(insert: "", candidates: [name, "take()"]))
  }
}
