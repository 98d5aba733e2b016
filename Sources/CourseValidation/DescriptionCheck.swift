import Diagnostics
import Foundation
import Grading
import LessonKit
import SwiftParser
import SwiftSyntax
import SwiftToolchain
import TutorSupport

/// `validate`'s look at what a report quotes as the call behind each observation (the second
/// argument of `observe(…)`): a description written as Swift must be Swift a learner could
/// type at the prompt after loading the solution — `verdict(for: Meal(name: "Stew", rating:
/// 5)!)`, not a `Meal(…)` that is optional, nor a variable of the check's own.
///
/// A description is taken for prose when it does not parse as Swift or is a bare name
/// (`count after popping`, `butter`), and left alone when it was shortened (`…`). Every other
/// description of the reference's first run is type-checked once, each inside a function of
/// its own beside the solution, with the modules the exercise imports.
struct DescriptionCheck {
  let cache: ModuleCache
  let spec: ExerciseSpec
  /// The teacher's language.
  let language: Language

  /// A description and the line of the check that observed it.
  struct Claim: Hashable {
    var text: String
    var line: Int?
  }

  /// One problem per description that does not compile, at its check's line in `checks`.
  ///
  /// Throws only when the compiler cannot be started.
  func problems(_ stream: ProbeStream, checks: URL) throws -> [LessonProblem] {
    let claims = Self.claims(in: stream)
    guard !claims.isEmpty else { return [] }
    let scratch = try Scratch()
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent("main.swift")
    try Data(source(claims).utf8).write(to: file)
    let arguments =
      ["-typecheck", "-diagnostic-style", "llvm", "-module-name", "main"]
      + cache.flags(linking: []) + [file.path]
    let result = try SwiftCompile(
      cache.toolchain.swiftc, code: .learner, folder: scratch.url,
      moduleCache: cache.clangModules, arguments: arguments
    ).run()
    if result.succeeded { return [] }
    // One problem per check: its first description that does not compile, and how many more.
    var failing: [Int?: [(Claim, String)]] = [:]
    var order: [Int?] = []
    var seen = Set<Int>()
    for diagnostic in Diagnostic.parse(result.text)
    where diagnostic.severity == .error && diagnostic.file == "description"
      && claims.indices.contains(diagnostic.line - 1) && seen.insert(diagnostic.line).inserted
    {
      let claim = claims[diagnostic.line - 1]
      if failing[claim.line] == nil { order.append(claim.line) }
      failing[claim.line, default: []].append((claim, diagnostic.message))
    }
    return order.compactMap { line in
      guard let all = failing[line], let (claim, why) = all.first else { return nil }
      let more: any CustomStringConvertible =
        all.count > 1 ? Message("judge.validate.description-more", ["more": all.count - 1]) : ""
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "what": claim.text.clipped(to: 160, language), "message": why, "more": more,
      ]
      let message = Message("judge.validate.description-not-swift", details)
      return LessonProblem(.warning, file: checks, line: line, message.text(language))
    }
  }

  /// The descriptions that claim to be Swift, each once, in the order they were observed.
  static func claims(in stream: ProbeStream) -> [Claim] {
    var seen = Set<String>()
    var claims: [Claim] = []
    for record in stream.checks.values.sorted(by: { ($0.info?.line ?? 0) < ($1.info?.line ?? 0) }) {
      for observation in record.observations
      where claimsSwift(observation.what) && seen.insert(observation.what).inserted {
        claims.append(Claim(text: observation.what, line: record.info?.line))
      }
    }
    return claims
  }

  /// True when `text` reads as Swift: it parses without a problem, is on one line, was not
  /// shortened, and is more than a bare name.
  static func claimsSwift(_ text: String) -> Bool {
    guard !text.contains("…"), !text.contains("\n"),
      text.contains(where: { "([.=".contains($0) })
    else { return false }
    return !Parser.parse(source: text).hasError
  }

  /// The solution, then each claim alone on the line of its number in a file named
  /// `description`, inside a function of its own that may `try` and `await`, as the prompt may.
  private func source(_ claims: [Claim]) -> String {
    var lines = spec.importedModules.map { "import \($0)" }
    lines.append("#sourceLocation(file: \"solution.swift\", line: 1)")
    lines.append(spec.solutionSource)
    for (index, claim) in claims.enumerated() {
      lines.append("func __tutorDescription\(index)() async throws {")
      lines.append("#sourceLocation(file: \"description\", line: \(index + 1))")
      lines.append(claim.text)
      lines.append("#sourceLocation()")
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
