import Foundation
import Grading
import SourceKitCompletion
import SwiftToolchain
import Testing
import TutorTestSupport

/// Completion from the toolchain's real sourcekit-lsp over a session's inputs, and the
/// fallback when there is no server.
@Suite(.tags(.toolchain)) struct SwiftCompletionServerTests {
  /// A completion service over the tests' prepared sample modules, warmed up.
  static func service() throws -> SwiftCompletion {
    let cache = try TestModules.cache.get()
    let completion = SwiftCompletion(
      toolchain: cache.toolchain, modules: cache.directory, imports: ModuleCache.sampleModules)
    completion.warmUp()
    return completion
  }

  /// Asks until the server answers (it starts in the background), within a minute.
  static func ask(
    _ completion: SwiftCompletion, kept: [String], typed: String
  ) -> [SwiftCandidate]? {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      if let found = completion.complete(
        kept: kept, typed: typed, beforeCursor: typed, deadline: .seconds(10))
      {
        return found
      }
      Thread.sleep(forTimeInterval: 0.2)
    }
    return nil
  }

  @Test func membersOfAKeptValueWithTheirTypes() throws {
    let completion = try Self.service()
    defer { completion.close() }
    let kept = ["let s = \"hello\"", "let meal = Meal(name: \"Soup\", photo: nil, rating: 4)!"]
    let members = try #require(Self.ask(completion, kept: kept, typed: "meal."))
    let labels = members.map(\.label)
    for expected in ["name: String", "photo: Photo?", "rating: Int"] {
      #expect(labels.contains(expected), "\(labels)")
    }
    #expect(!labels.contains { $0.hasPrefix("self") }, "members only: \(labels)")
    let upper = try #require(Self.ask(completion, kept: kept, typed: "s.upperc"))
    #expect(upper.first?.insert == "uppercased()", "\(upper)")
    let named = try #require(Self.ask(completion, kept: kept, typed: "let x = me"))
    #expect(named.contains { $0.insert == "meal" }, "a kept name in scope: \(named.map(\.insert))")
  }

  /// A server (the first, or one started again after the last ended) answers its first
  /// learner warm: the service counts it up only once it has answered its own request.
  @Test func aStartedServerIsWarmBeforeItAnswersALearner() throws {
    let completion = try Self.service()
    defer { completion.close() }
    for round in 0..<2 {
      let deadline = ContinuousClock.now + .seconds(120)
      while !completion.isUp, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
      #expect(completion.isUp, "round \(round): no server")
      let first = completion.complete(
        kept: ["let meal = Meal(name: \"Soup\", photo: nil, rating: 4)!"], typed: "meal.",
        beforeCursor: "meal.", deadline: .seconds(1))
      #expect(
        first?.contains { $0.label == "name: String" } == true, "round \(round): \(first ?? [])")
      completion.close()
      completion.warmUp()
    }
  }

  @Test func noServerMeansNilAtOnce() throws {
    let folder = try TestPaths.makeTemporaryFolder("no-lsp")
    defer { try? FileManager.default.removeItem(at: folder) }
    let swiftc = folder.appendingPathComponent("swiftc")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: "/bin/true"), to: swiftc)
    let fake = try Toolchain.discover(environment: ["SWIFT_TUTOR_SWIFTC": swiftc.path])
    let completion = SwiftCompletion(toolchain: fake, modules: folder, imports: [])
    completion.warmUp()
    let started = ContinuousClock.now
    #expect(
      completion.complete(kept: [], typed: "1.", beforeCursor: "1.", deadline: .seconds(5)) == nil)
    #expect(
      ContinuousClock.now - started < .seconds(1), "no waiting for a server that is not there")
    completion.close()
  }
}
