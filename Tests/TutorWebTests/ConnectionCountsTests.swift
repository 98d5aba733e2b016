import Testing

@testable import TutorWeb

/// The connections each address and all of them together may hold (``ConnectionCounts``).
struct ConnectionCountsTests {
  /// Connections all addresses hold together stay below what the server may open: many
  /// addresses at their share used up every file and ended the server.
  @Test func connectionsTogetherStayBelowTheServersFiles() {
    let counts = ConnectionCounts(perAddress: 2, total: 3)
    #expect(counts.admit("a") && counts.admit("a"))
    #expect(!counts.admit("a"), "a's share")
    #expect(counts.admit("b"))
    #expect(!counts.admit("c"), "all together")
    counts.release("a")
    #expect(counts.admit("c"))
  }
}
