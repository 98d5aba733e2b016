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
}
