import Foundation

/// Runs a compiled program and compares what it printed with the expected
/// output, trailing whitespace ignored.
struct OutputExecution {
  let sandbox: Sandbox
  let program: URL
  let scratch: URL

  func run(exercise: String, expected: String) throws -> GradeResult {
    let output = CappedBuffer(limit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: program, scratch: scratch, output: output)
    let printed = output.text
    if let failure = RunFailure.describe(outcome, limits: sandbox.limits) {
      return GradeResult(
        exercise: exercise, status: .error, message: "the program \(failure)",
        tests: [TestResult(name: "the output matches", status: .error, message: "the program \(failure)",
          output: printed.clipped(to: 500))],
        output: printed.isEmpty ? nil : printed.clipped(to: 500))
    }
    var message = OutputComparison.difference(expected: expected, actual: printed)
    if output.dropped > 0 {
      message = (message ?? "") + "\n(output was cut at \(sandbox.limits.outputBytes >> 10) KiB)"
    }
    let test = TestResult(
      name: "the output matches", status: message == nil ? .pass : .fail, message: message,
      output: printed.clipped(to: 500))
    return GradeResult(
      exercise: exercise, status: test.status, tests: [test],
      output: printed.isEmpty ? nil : printed.clipped(to: 500))
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
  public static func difference(expected: String, actual: String) -> String? {
    let want = normalized(expected)
    let got = normalized(actual)
    guard want != got else { return nil }
    for index in 0..<max(want.count, got.count) {
      let wanted = index < want.count ? String(reflecting: want[index]) : "nothing more"
      let printed = index < got.count ? String(reflecting: got[index]) : "nothing more"
      if wanted != printed {
        return "line \(index + 1): expected \(wanted), got \(printed)"
          + " (expected \(want.count) lines, got \(got.count))"
      }
    }
    return "the output differs"
  }
}
