import Evaluator
import Foundation
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The editors' completion from the toolchain's real `sourcekit-lsp`, in process: the
/// exercise page's code sees MealKit as the grader compiles it, and the scratch page's code
/// sees the inputs run before it. Skipped when the toolchain has no `sourcekit-lsp`.
@Suite(.tags(.toolchain, .jail)) struct CompletionLiveRouteTests {
  /// The labels offered for `code` with the cursor at its end, asked until the server (started
  /// by the first request) answers, within two minutes.
  static func labels(
    _ client: WebClient, _ code: String, kept: [String] = []
  ) async throws -> [String] {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let json = try CompletionRouteTests.ask(
      code, line: lines.count - 1, column: lines.last?.utf16.count ?? 0, kept: kept)
    let deadline = ContinuousClock.now + .seconds(120)
    while ContinuousClock.now < deadline {
      let answer = try await client.request("POST", "/api/complete", json: json)
      #expect(answer.status == 200, "\(answer.said)")
      let candidates = answer.json?["candidates"] as? [[String: String]] ?? []
      if !candidates.isEmpty { return candidates.compactMap { $0["label"] } }
      try await Task.sleep(for: .milliseconds(300))
    }
    return []
  }

  @Test(.enabled(if: sourceKitLSPInstalled())) func aMealsMembersAfterADot() async throws {
    let served = try InProcessServer()
    try await served.requests { client in
      let labels = try await Self.labels(
        client, "let m = Meal(name: \"x\", photo: nil, rating: 3)!\nm.")
      #expect(labels.contains("name: String"), "\(labels)")
      #expect(labels.contains("rating: Int"), "\(labels)")
      // The scratch page: a name from an input run before.
      let shapes = try await Self.labels(
        client, "square.", kept: ["let square = Square(sideLength: 2, name: \"s\")\n"])
      #expect(shapes.contains { $0.hasPrefix("area()") }, "\(shapes)")
    }
  }
}

/// Whether the toolchain the tests use has a `sourcekit-lsp` beside its compiler.
func sourceKitLSPInstalled() -> Bool {
  guard let toolchain = try? Toolchain.discover() else { return false }
  let bin = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
  return FileManager.default.isExecutableFile(
    atPath: bin.appendingPathComponent("sourcekit-lsp").path)
}
