import Testing

@testable import LineEditing

@Suite("Completion: the word before the cursor, the plan, the listing")
struct LineEditingCompletionTests {
  @Test("a Swift line completes the identifier before the cursor")
  func swiftWord() {
    let request = CompletionRequest(line: "let m = meal.na + 1", cursor: 15)
    #expect(request.word == "na")
    #expect(request.textBeforeWord == "let m = meal.")
    #expect(!request.isCommand)
  }

  @Test("a :command line completes whitespace-separated words, colon and dashes included")
  func commandWord() {
    #expect(CompletionRequest(line: ":les", cursor: 4).word == ":les")
    let argument = CompletionRequest(line: "  :lesson 02-opt", cursor: 16)
    #expect(argument.isCommand)
    #expect(argument.word == "02-opt")
    #expect(argument.textBeforeWord == "  :lesson ")
  }

  @Test("the cursor is clamped and counted in characters")
  func cursorInCharacters() {
    #expect(CompletionRequest(line: "let café = caf", cursor: 99).word == "caf")
    #expect(CompletionRequest(line: "let café = caf", cursor: 8).word == "café")
    #expect(CompletionRequest(line: "abc", cursor: -3).word == "")
  }

  @Test("Tab after blanks only indents, without asking the completer")
  func indentation() {
    let request = CompletionRequest(line: "    ", cursor: 2)
    let plan = CompletionPlan.make(for: request) { _ in
      Issue.record("asked")
      return []
    }
    #expect(plan == .insert("  "))
  }

  @Test("no candidate beeps; one inserts the rest of it; a complete word beeps")
  func zeroAndOneCandidate() {
    let request = CompletionRequest(line: ":qu", cursor: 3)
    #expect(CompletionPlan.make(for: request, candidates: []) == .beep)
    #expect(CompletionPlan.make(for: request, candidates: [":quit"]) == .insert("it"))
    #expect(CompletionPlan.make(for: request, completer: nil) == .beep)
    let complete = CompletionRequest(line: ":quit", cursor: 5)
    #expect(CompletionPlan.make(for: complete, candidates: [":quit"]) == .beep)
  }

  @Test("several candidates insert their common prefix and are listed once each")
  func severalCandidates() {
    let request = CompletionRequest(line: "let m = Me", cursor: 10)
    let plan = CompletionPlan.make(
      for: request, candidates: ["MealKit", "Meal", "Shapes", "MealKit", "MealPlan"])
    #expect(plan == .list(insert: "al", candidates: ["MealKit", "Meal", "MealPlan"]))
  }

  @Test("the common prefix compares characters, not bytes")
  func commonPrefix() {
    #expect(CompletionPlan.commonPrefix(of: ["café", "cafe\u{301}x"]) == "café")
    #expect(CompletionPlan.commonPrefix(of: ["caféA", "caféB"]) == "café")
    #expect(CompletionPlan.commonPrefix(of: ["abc", "xyz"]) == "")
    #expect(CompletionPlan.commonPrefix(of: []) == "")
  }

  @Test("the listing runs down columns that fit the width")
  func listingColumns() {
    let lines = CompletionListing.lines(for: ["aa", "bb", "cc", "dd", "ee"], width: 12)
    #expect(lines == ["aa  cc  ee", "bb  dd"])
    #expect(CompletionListing.lines(for: ["a-long-name", "b"], width: 5) == ["a-long-name", "b"])
    #expect(CompletionListing.lines(for: [], width: 80) == [])
  }

  @Test("a long listing is cut and says how many were left out")
  func listingCut() {
    let many = (1...130).map { "name\($0)" }
    let lines = CompletionListing.lines(for: many, width: 80)
    #expect(lines.last == "(30 more)")
    #expect(!lines.joined().contains("name101"))
    #expect(lines.joined().contains("name100"))
  }

  /// A newcomer's `m.` + Tab on an 80×40 terminal printed a hundred lines, the start of the
  /// list scrolled away, and "(84 more)" was English in a Chinese session.
  @Test("a listing fits the screen's rows and says the rest in the learner's language")
  func listingFitsTheScreen() {
    let many = (1...100).map { "a-member-name-that-is-long\($0)" }  // one column at 40
    let english = CompletionListing.lines(for: many, width: 40, rows: 36)
    #expect(english.count == 37 && english.last == "(64 more)")
    let chinese = CompletionListing.lines(for: many, width: 40, rows: 36, language: .zhHans)
    #expect(chinese.last == "（还有 64 项）")
    #expect(CompletionListing.lines(for: many, width: 40, rows: 1).count == 6)
  }
}
