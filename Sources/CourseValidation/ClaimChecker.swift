import Diagnostics
import Foundation
import Grading
import LessonKit
import SwiftToolchain
import TutorSupport

/// Checks what a lesson's code block claims (see ``BlockClaims``) by compiling it, and running
/// it when it claims an output or a crash; a false claim is an error at the block's line in
/// every file that writes it.
struct ClaimChecker: Sendable {
  let grader: Grader

  /// The teacher's language.
  let language: Language

  /// The problems of `unit`, at each of its `places`.
  func problems(_ unit: ClaimUnit, at places: [ClaimUnit.Place]) -> [LessonProblem] {
    do {
      return problems(try findings(unit), at: places)
    } catch {
      return problems(failedWith: error, at: places)
    }
  }

  /// A unit that could not be checked, at each of its `places`.
  func problems(failedWith error: any Error, at places: [ClaimUnit.Place]) -> [LessonProblem] {
    places.map {
      LessonProblem(
        .error, file: $0.file, line: $0.block.fenceLine,
        Message.cannotCheck(error, language).text(language))
    }
  }

  /// `findings` of a unit as problems at each of its `places`.
  func problems(_ findings: [Finding], at places: [ClaimUnit.Place]) -> [LessonProblem] {
    findings.flatMap { finding in
      places.map { place in
        let line =
          finding.line.map { place.fileLine($0) }
          ?? (finding.atOutput ? place.block.claims.outputLine : nil) ?? place.block.fenceLine
        return LessonProblem(
          finding.severity, file: place.file, line: line,
          "\(place.name(language)) \(finding.message)")
      }
    }
  }

  /// One false claim, at a line of the block (nil: the fence, or the output block); kept in
  /// ``ValidationCache`` as it is, since it names no file.
  struct Finding: Codable, Sendable {
    var severity: LessonProblem.Severity = .error
    var line: Int?
    var atOutput = false
    var message: String
    /// False when a time limit decided it: another run could find otherwise.
    var repeatable = true
  }

  /// What is false in what `unit` claims.
  ///
  /// Throws only when the tool or the toolchain fails.
  func findings(_ unit: ClaimUnit) throws -> [Finding] {
    let claims = unit.claims
    if claims.needsRun && !claims.mustFail {
      switch try ClaimRun(cache: grader.cache, sandbox: grader.sandbox).run(unit.source) {
      case .failed(let errors): return compileErrors(errors, unit)
      case .ran(let warnings, let printed, let failure, let limited):
        return (warningFindings(warnings, unit) + runFindings(claims, printed, failure)).map {
          var finding = $0
          finding.repeatable = !limited
          return finding
        }
      }
    }
    let diagnostics = try ExampleChecker(cache: grader.cache).diagnostics(in: unit.source)
    let errors = diagnostics.filter { $0.severity == .error }
    if claims.mustFail {
      guard !errors.isEmpty else {
        let claimed = Self.quoted(claims.errors)
        return [
          Finding(
            message: Catalog.text("judge.validate.claims-error", language, ["errors": claimed]))
        ]
      }
      return claims.errors.filter { fragment in
        !errors.contains { $0.message.contains(fragment) }
      }.map { fragment in
        Finding(
          message: Catalog.text(
            "judge.validate.claims-error-text", language,
            ["fragment": fragment, "said": Self.said(errors)]))
      }
    }
    if !errors.isEmpty { return compileErrors(errors, unit) }
    return warningFindings(diagnostics, unit)
  }

  private func compileErrors(_ errors: [Diagnostic], _ unit: ClaimUnit) -> [Finding] {
    errors.prefix(3).map { error in
      guard let after = unit.after else {
        let message = Catalog.text(
          "judge.validate.does-not-compile", language, ["message": error.message])
        return Finding(line: unit.blockLine(error), message: message)
      }
      let message = Catalog.text(
        "judge.validate.does-not-compile-after", language,
        ["example": after, "message": error.message])
      return Finding(line: unit.blockLine(error), message: message)
    }
  }

  /// Claimed warnings that did not come, and warnings that came unclaimed.
  private func warningFindings(_ diagnostics: [Diagnostic], _ unit: ClaimUnit) -> [Finding] {
    let claimed = unit.claims.warnings
    let warnings = diagnostics.filter { $0.severity == .warning && $0.line > unit.prefixLines }
    var found = claimed.filter { fragment in
      !warnings.contains { $0.message.contains(fragment) }
    }.map { fragment in
      Finding(
        message: warnings.isEmpty
          ? Catalog.text("judge.validate.claims-warning-none", language, ["fragment": fragment])
          : Catalog.text(
            "judge.validate.claims-warning-other", language,
            ["fragment": fragment, "said": Self.said(warnings)]))
    }
    for warning in warnings where !claimed.contains(where: { warning.message.contains($0) }) {
      found.append(
        Finding(
          severity: .warning, line: unit.blockLine(warning),
          message: Catalog.text(
            "judge.validate.unclaimed-warning", language, ["message": warning.message])))
    }
    return found
  }

  private func runFindings(_ claims: BlockClaims, _ printed: String, _ failure: String?)
    -> [Finding]
  {
    if let crash = claims.crash {
      guard let failure, Self.isCrash(failure) else {
        return [Finding(message: Catalog.text("judge.validate.claims-crash", language))]
      }
      if !crash.isEmpty, !failure.contains(crash) {
        let message = Catalog.text(
          "judge.validate.claims-crash-with", language, ["crash": crash, "failure": failure])
        return [Finding(message: message)]
      }
      return []
    }
    if let failure {
      let message = Catalog.text("judge.validate.does-not-finish", language, ["failure": failure])
      return [Finding(message: message)]
    }
    guard let output = claims.output,
      let difference = OutputComparison.difference(
        expected: output, actual: printed, language: language)
    else { return [] }
    let message = Catalog.text("judge.validate.prints-other", language, ["difference": difference])
    return [Finding(atOutput: true, message: message)]
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
