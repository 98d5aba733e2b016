import Testing

@testable import LiveSession

/// Which inputs declare a top-level name without a value (see ``PendingDeclaration``).
@Suite struct PendingDeclarationTests {
  @Test func aConstantWithoutAValueWaits() throws {
    let found = try #require(PendingDeclaration.declaredWithoutValue(in: "let rowHeight: Int"))
    #expect(found.map(\.line) == ["let rowHeight: Int"])
    #expect(found.map(\.names) == [["rowHeight"]])
    let two = try #require(
      PendingDeclaration.declaredWithoutValue(in: "let a: Int, b: [String]\nvar c: Double"))
    #expect(two.map(\.line) == ["let a: Int, b: [String]", "var c: Double"])
  }

  @Test func aNameInBackticksIsTheNameItself() throws {
    let found = try #require(
      PendingDeclaration.declaredWithoutValue(in: "let `class`: [String:   Int]"))
    #expect(found.first?.names == ["class"])
    #expect(found.first?.line == "let `class`: [String: Int]")
  }

  @Test func anythingElseRunsAsItIs() {
    for input in [
      "let x = 1", "let x: Int = 1", "var name: String?", "var name: String!",
      "let rowHeight: Int\nrowHeight = 3", "var total: Int { 3 }", "@MainActor let x: Int",
      "private let x: Int", "let (a, b): (Int, Int)", "let x:", "print(1)",
    ] {
      #expect(PendingDeclaration.declaredWithoutValue(in: input) == nil, "\(input)")
    }
  }
}
