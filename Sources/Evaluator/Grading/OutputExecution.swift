import Foundation
import LessonKit
import TutorSupport

/// Runs a compiled program for an `output` exercise; its ``Run`` is then judged against the
/// expected output, trailing whitespace ignored.
struct OutputExecution {
  let sandbox: Sandbox
  let program: URL
  let scratch: URL
  let language: Language

  /// What one run printed and how it ended.
  struct Run {
    let printed: String
    let dropped: Int
    let failure: String?
    let hitTimeLimit: Bool
    let limits: SandboxLimits
    let language: Language

    /// The result of comparing what was printed with `expected`.
    func judge(exercise: String, expected: String) -> GradeResult {
      let name = JudgeText.outputMatches(language)
      let code = "print(…) == expected-output.txt"
      let shown = printed.isEmpty ? nil : printed.clipped(to: 500, language)
      if let failure {
        let test = TestResult(
          name: name, status: .error, message: failure, output: printed.clipped(to: 500, language),
          testCode: code)
        var result = GradeResult(
          exercise: exercise, status: .error, message: failure, tests: [test], output: shown)
        result.hitTimeLimit = hitTimeLimit
        return result
      }
      var message = OutputComparison.difference(
        expected: expected, actual: printed, language: language)
      if dropped > 0 {
        let note = JudgeText.outputCut(limits.outputBytes >> 10, dropped: dropped, language)
        message = (message.map { $0 + "\n" } ?? "") + "(\(note))"
      }
      let test = TestResult(
        name: name, status: message == nil ? .pass : .fail, message: message,
        output: printed.clipped(to: 500, language), testCode: code)
      return GradeResult(exercise: exercise, status: test.status, tests: [test], output: shown)
    }
  }

  func run() throws -> Run {
    let output = CappedBuffer(limit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: program, scratch: scratch, output: output)
    return Run(
      printed: output.text, dropped: output.dropped,
      failure: RunFailure.describe(outcome, limits: sandbox.limits, language: language),
      hitTimeLimit: outcome.hitTimeLimit(sandbox.limits), limits: sandbox.limits,
      language: language)
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

  /// Nil when equal; otherwise the first differing line, expected versus actual.
  public static func difference(expected: String, actual: String, language: Language = .en)
    -> String?
  {
    let want = normalized(expected)
    let got = normalized(actual)
    guard want != got else { return nil }
    let nothing = Catalog.text("judge.output.nothing-more", language)
    for index in 0..<max(want.count, got.count) {
      let wanted = index < want.count ? String(reflecting: want[index]) : nothing
      let printed = index < got.count ? String(reflecting: got[index]) : nothing
      if wanted != printed {
        return Catalog.text(
          "judge.output.line-differs", language,
          [
            "line": index + 1, "want": wanted, "got": printed, "want-lines": want.count,
            "got-lines": got.count,
          ])
      }
    }
    return Catalog.text("judge.output.differs", language)
  }
}
