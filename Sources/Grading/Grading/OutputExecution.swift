import Foundation
import LessonKit
import Sandbox
import SwiftToolchain
public import TutorSupport

/// Runs a compiled program for an `output` exercise; ``OutputJudge`` then judges its ``Run``
/// against the expected output, trailing whitespace ignored.
struct OutputExecution {
  let sandbox: Sandbox
  package let program: URL
  let scratch: URL
  let language: Language
  /// Finds the student's line of a crash; nil: the crash message names Swift's place only.
  var crashes: CrashLocator? = nil

  /// What one run printed and how it ended.
  struct Run {
    let printed: String
    let dropped: Int
    package let failure: String?
    /// The student's line it crashed at, when it crashed in their file.
    var failureLine: Int? = nil
    package let hitTimeLimit: Bool
    let limits: SandboxLimits
  }

  package func run() throws -> Run {
    let output = CappedBuffer(limit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: program, scratch: scratch, output: output)
    let ending = RunFailure.describe(
      outcome, limits: sandbox.limits, language: language, crashes: crashes)
    return Run(
      printed: output.text, dropped: output.dropped, failure: ending?.text,
      failureLine: ending?.line, hitTimeLimit: outcome.hitTimeLimit(sandbox.limits),
      limits: sandbox.limits)
  }
}

/// Line-by-line comparison of program output.
public enum OutputComparison {
  /// Lines with trailing whitespace removed, trailing empty lines dropped.
  public static func normalized(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var trimmed = Substring(line)
      while let last = trimmed.last, last == " " || last == "\t" || last == "\r" {
        trimmed.removeLast()
      }
      return String(trimmed)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Nil when equal; otherwise the first differing line, expected versus actual, followed by
  /// the printed lines around it (`context` on each side, numbered, the differing one marked
  /// `>`), so the learner sees where without the whole output.
  public static func difference(
    expected: String, actual: String, language: Language = .en, context: Int = 0
  ) -> String? {
    let want = normalized(expected)
    let got = normalized(actual)
    guard want != got else { return nil }
    let nothing = Catalog.text("judge.output.nothing-more", language)
    for index in 0..<max(want.count, got.count) {
      let wanted = index < want.count ? String(reflecting: want[index]) : nothing
      let printed = index < got.count ? String(reflecting: got[index]) : nothing
      if wanted != printed {
        let said = Catalog.text(
          "judge.output.line-differs", language,
          [
            "line": index + 1, "want": wanted, "got": printed, "want-lines": want.count,
            "got-lines": got.count,
          ])
        return ([said] + around(index, in: got, context: context)).joined(separator: "\n")
      }
    }
    return Catalog.text("judge.output.differs", language)
  }

  /// The printed lines from `context` before `index` to `context` after it, numbered, the
  /// line at `index` marked; each cut at 100 characters.
  private static func around(_ index: Int, in lines: [String], context: Int) -> [String] {
    guard context > 0, !lines.isEmpty else { return [] }
    let first = max(0, min(index, lines.count) - context)
    let last = min(lines.count - 1, index + context)
    guard first <= last else { return [] }
    let width = String(last + 1).count
    return (first...last).map { number in
      let label = String(repeating: " ", count: width - String(number + 1).count) + "\(number + 1)"
      let text = lines[number].count > 100 ? lines[number].prefix(99) + "…" : lines[number]
      return "\(number == index ? ">" : " ") \(label) | \(text)"
    }
  }
}
