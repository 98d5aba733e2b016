import Foundation
import Grading
import SourceKitCompletion
import SwiftToolchain
import Testing
import TutorTestSupport

@testable import TutorWeb

/// The editors' completion from the toolchain's real `sourcekit-lsp`, in process: the
/// exercise page's code sees MealKit as the grader compiles it, and the scratch page's code
/// sees the inputs run before it. Skipped when the toolchain has no `sourcekit-lsp`.
@Suite(.tags(.toolchain, .jail)) struct CompletionLiveRouteTests {
  /// The labels offered for `code` with the cursor at its end, asked until the server (started
  /// by the first request, after the sample modules are built) answers, within five minutes.
  static func labels(
    _ client: WebClient, _ code: String, kept: [String] = []
  ) async throws -> [String] {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let json = try CompletionRouteTests.ask(
      code, line: lines.count - 1, column: lines.last?.utf16.count ?? 0, kept: kept)
    let deadline = ContinuousClock.now + .seconds(300)
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

  /// Ctrl-I in the editor: the name at the cursor's declaration and doc comment, MealKit's
  /// written for learners; a place that is no name answers no documentation.
  @Test(.enabled(if: sourceKitLSPInstalled())) func theDocumentationOfTheNameAtTheCursor()
    async throws
  {
    let served = try InProcessServer()
    try await served.requests { client in
      let code = "let first = Meal.samples[0]\nfirst.rating"
      let meal = try CompletionRouteTests.ask(code, line: 0, column: 12)
      var markdown = ""
      let deadline = ContinuousClock.now + .seconds(300)
      while markdown.isEmpty, ContinuousClock.now < deadline {
        let answer = try await client.request("POST", "/api/doc", json: meal)
        #expect(answer.status == 200, "\(answer.said)")
        markdown = answer.json?["markdown"] as? String ?? ""
        if markdown.isEmpty { try await Task.sleep(for: .milliseconds(300)) }
      }
      #expect(markdown.contains("struct Meal"), "\(markdown)")
      #expect(markdown.contains("A meal can only be created valid"), "\(markdown)")
      // A busy server answers nothing rather than late: ask again until it answers.
      let rating = try CompletionRouteTests.ask(code, line: 1, column: 6)
      var said = ""
      while said.isEmpty, ContinuousClock.now < deadline {
        let member = try await client.request("POST", "/api/doc", json: rating)
        said = member.json?["markdown"] as? String ?? ""
        if said.isEmpty { try await Task.sleep(for: .milliseconds(300)) }
      }
      #expect(said.contains("rating: Int"), "\(said)")
      let blank = try CompletionRouteTests.ask(code + "\n\n", line: 2, column: 0)
      let nothing = try await client.request("POST", "/api/doc", json: blank)
      #expect(nothing.status == 200)
      #expect(nothing.json?["markdown"] == nil, "\(nothing.body)")
      #expect(nothing.json?["busy"] == nil, "a blank has no documentation: \(nothing.body)")
    }
  }

  /// The server is shared by the class: what one learner typed never shows in another's list
  /// (each request is a document of its own, closed after it).
  @Test(.enabled(if: sourceKitLSPInstalled())) func oneLearnersNamesNeverReachAnother()
    async throws
  {
    let served = try InProcessServer()
    try await served.requests { client in
      let own = try await Self.labels(client, "let aliceSecretToken = \"hunter2\"\nali")
      #expect(own.contains { $0.hasPrefix("aliceSecretToken") }, "\(own)")
      let json = try CompletionRouteTests.ask("\n", line: 1, column: 0)
      let other = try await client.request("POST", "/api/complete", json: json)
      #expect(!other.body.contains("aliceSecretToken"), "\(other.body)")
    }
  }

  /// Code whose type-check grows without end is not sent; a server that crashed is started
  /// again by the next request.
  @Test(.enabled(if: sourceKitLSPInstalled())) func aHostileDocumentCostsNobodyTheirCompletion()
    async throws
  {
    let served = try InProcessServer()
    try await served.requests { client in
      _ = try await Self.labels(client, "\"\".")
      let deep =
        "let x = " + String(repeating: "[", count: 40) + "1"
        + String(repeating: "]", count: 40) + "\nx."
      let json = try CompletionRouteTests.ask(deep, line: 1, column: 2)
      let refused = try await client.request("POST", "/api/complete", json: json)
      #expect(refused.status == 200 && refused.body == #"{"candidates":[]}"#, "\(refused.body)")
      let after = try await Self.labels(
        client, "let m = Meal(name: \"x\", photo: nil, rating: 3)!\nm.")
      #expect(after.contains("rating: Int"), "\(after)")
    }
    // Straight to the service, as nothing in the server sends: 2000 levels crash sourcekit-lsp.
    let cache = try TestModules.cache.get()
    let service = SwiftCompletion(
      toolchain: cache.toolchain, modules: cache.directory, imports: [], sharing: .shared)
    defer { service.close() }
    #expect(service.ready(within: .seconds(120)))
    let crash =
      "let x = " + String(repeating: "[", count: 2000) + "1"
      + String(repeating: "]", count: 2000) + "\nx."
    _ = service.complete(kept: [], typed: crash, beforeCursor: crash, deadline: .seconds(10))
    let end = ContinuousClock.now + .seconds(120)
    var answer: [SwiftCandidate]?
    while answer?.isEmpty ?? true, ContinuousClock.now < end {
      answer = service.complete(
        kept: [], typed: "\"\".", beforeCursor: "\"\".", deadline: .seconds(5))
      if answer?.isEmpty ?? true { try await Task.sleep(for: .milliseconds(500)) }
    }
    #expect(
      answer?.contains { $0.label.hasPrefix("count") } == true, "\(String(describing: answer))")
  }
}

/// Whether the toolchain the tests use has a `sourcekit-lsp` beside its compiler.
func sourceKitLSPInstalled() -> Bool {
  guard let toolchain = try? Toolchain.discover() else { return false }
  let bin = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
  return FileManager.default.isExecutableFile(
    atPath: bin.appendingPathComponent("sourcekit-lsp").path)
}
