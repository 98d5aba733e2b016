import Foundation
import LessonKit

/// Checks what a lesson's code block claims (see ``BlockClaims``) by compiling it, and running
/// it when it claims an output or a crash; a false claim is an error at the block's line in
/// every file that writes it.
struct ClaimChecker: Sendable {
  let grader: Grader

  /// The problems of `unit`, at each of its `places`.
  func problems(_ unit: ClaimUnit, at places: [ClaimUnit.Place]) -> [LessonProblem] {
    do {
      return try findings(unit).flatMap { finding in
        places.map { place in
          let line =
            finding.line.map { place.fileLine($0) }
            ?? (finding.atOutput ? place.block.claims.outputLine : nil) ?? place.block.fenceLine
          return LessonProblem(
            finding.severity, file: place.file, line: line, "\(place.name) \(finding.message)")
        }
      }
    } catch {
      return places.map {
        LessonProblem(
          .error, file: $0.file, line: $0.block.fenceLine, "cannot be checked: \(error)")
      }
    }
  }

  /// One false claim, at a line of the block (nil: the fence, or the output block).
  struct Finding {
    var severity: LessonProblem.Severity = .error
    var line: Int?
    var atOutput = false
    var message: String
  }

  private func findings(_ unit: ClaimUnit) throws -> [Finding] {
    let claims = unit.claims
    let diagnostics = try ExampleChecker(cache: grader.cache).diagnostics(in: unit.source)
    let own = diagnostics.filter { $0.line > unit.prefixLines }
    let errors = diagnostics.filter { $0.severity == "error" }
    let ownWarnings = own.filter { $0.severity == "warning" }
    func blockLine(_ diagnostic: Diagnostic) -> Int? {
      diagnostic.line > unit.prefixLines ? diagnostic.line - unit.prefixLines : nil
    }
    if claims.mustFail {
      guard !errors.isEmpty else {
        return [
          Finding(message: "claims an error (\(Self.quoted(claims.errors))), but it compiles")
        ]
      }
      return claims.errors.filter { fragment in
        !errors.contains { $0.message.contains(fragment) }
      }.map { fragment in
        Finding(
          message: "claims the error \"\(fragment)\", but the compiler says: "
            + Self.said(errors))
      }
    }
    if !errors.isEmpty {
      let after = unit.after.map { " (after example \($0))" } ?? ""
      return errors.prefix(3).map { error in
        Finding(
          line: blockLine(error),
          message: "does not compile\(after): \(error.message) (mark code that is not meant to"
            + " compile with ```swift error: \"…\", or to be shown only with ```swift norun)")
      }
    }
    var found = claims.warnings.filter { fragment in
      !ownWarnings.contains { $0.message.contains(fragment) }
    }.map { fragment in
      Finding(
        message: "claims the warning \"\(fragment)\", but "
          + (ownWarnings.isEmpty
            ? "it compiles without one"
            : "the compiler says: "
              + Self.said(ownWarnings)))
    }
    for warning in ownWarnings
    where !claims.warnings.contains(where: { warning.message.contains($0) }) {
      found.append(
        Finding(
          severity: .warning, line: blockLine(warning),
          message: "compiles with a warning the lesson does not claim: \(warning.message)"
            + " (add warning: \"…\" to the info string, or change the code)"))
    }
    if claims.needsRun { found += try runFindings(unit) }
    return found
  }

  private func runFindings(_ unit: ClaimUnit) throws -> [Finding] {
    let claims = unit.claims
    let spec = ExerciseSpec(
      id: "example", kind: .output, expectedOutput: claims.output ?? "")
    let result = try grader.grade(source: unit.source, fileName: "example.swift", exercise: spec)
    if let crash = claims.crash {
      let message = result.message ?? ""
      if result.status != .error || !Self.isCrash(message) {
        return [Finding(message: "claims a crash, but it runs to its end")]
      }
      if !crash.isEmpty, !message.contains(crash) {
        return [Finding(message: "claims a crash with \"\(crash)\", but: \(message)")]
      }
      return []
    }
    switch result.status {
    case .pass: return []
    case .fail:
      let difference = result.tests.first?.message ?? "the output differs"
      return [Finding(atOutput: true, message: "prints other text: \(difference)")]
    case .error:
      return [
        Finding(
          message: "does not run to its end: \(result.message ?? "error") (claim it with crash:)")
      ]
    }
  }

  private static func isCrash(_ message: String) -> Bool {
    ["crashed", "aborted", "trap", "Fatal error"].contains { message.contains($0) }
  }

  private static func quoted(_ fragments: [String]) -> String {
    fragments.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  private static func said(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.prefix(3).map { "\"\($0.message)\"" }.joined(separator: "; ")
  }
}
