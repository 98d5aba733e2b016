import Foundation

/// Runs a compiled checks program, once more after each check that crashes
/// or exits, so every other check still gets its own verdict.
struct ChecksExecution {
  let sandbox: Sandbox
  let program: URL
  let scratch: URL

  func run(exercise: String) throws -> GradeResult {
    var results: [Int: TestResult] = [:]
    var names: [Int: String] = [:]
    var planned: Int?
    var topOutput: String?
    var notes: [String] = []
    var first = 0
    let identity = ProgramIdentity(of: program)
    while true {
      if first > 0, ProgramIdentity(of: program) != identity {
        return GradeResult(
          exercise: exercise, status: .error,
          message: "the program was changed on disk while it was being graded",
          output: topOutput?.clipped(to: 500))
      }
      let token = Self.makeToken()
      let scanner = RecordScanner(token: token, outputLimit: sandbox.limits.outputBytes)
      let input = Array("\(token)\nstart \(first)\n".utf8)
      let outcome = try sandbox.run(
        program: program, privateInput: input, scratch: scratch, output: scanner)
      let run = CheckRun(scanner: scanner)
      if topOutput == nil {
        topOutput = scanner.topLevelOutput.text
        if scanner.droppedBytes > 0 {
          notes.append(
            "output was cut at \(sandbox.limits.outputBytes >> 10) KiB; \(scanner.droppedBytes) bytes dropped"
          )
        }
      }
      if !run.harnessProblems.isEmpty {
        return GradeResult(
          exercise: exercise, status: .error,
          message: "the checks were tampered with: " + run.harnessProblems.joined(separator: "; "),
          output: topOutput?.clipped(to: 500))
      }
      let failure = RunFailure.describe(outcome, limits: sandbox.limits)
      guard let count = run.planned ?? planned else {
        let why = failure ?? "ended before the checks ran (did the code call `exit`?)"
        return GradeResult(
          exercise: exercise, status: .error, message: "the program \(why)",
          output: topOutput.map { $0.clipped(to: 500) }.flatMap { $0.isEmpty ? nil : $0 })
      }
      planned = count
      names.merge(run.names) { $1 }
      results.merge(run.results) { $1 }
      if run.finished || first >= count { break }
      guard let crashed = run.unfinished else { break }
      let why = failure ?? "ended during this check (did the code call `exit`?)"
      results[crashed] = TestResult(
        name: names[crashed] ?? "check \(crashed + 1)", status: .error,
        message: "the program \(why)",
        output: scanner.checkOutput[crashed].map { $0.text.clipped(to: 500) })
      if outcome.timedOut { break }
      first = crashed + 1
      if first >= count { break }
    }
    let total = planned ?? 0
    let tests = (0..<total).map { index in
      results[index]
        ?? TestResult(
          name: names[index] ?? "check \(index + 1)", status: .error,
          message: "not run: an earlier check did not finish")
    }
    let output = topOutput.flatMap { $0.isEmpty ? nil : $0.clipped(to: 500) }
    return GradeResult(
      exercise: exercise, status: GradeResult.status(of: tests),
      message: notes.isEmpty ? nil : notes.joined(separator: "\n"), tests: tests, output: output)
  }

  /// 32 random hex digits.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let value = generator.next() as UInt32
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 8 - hex.count) + hex
    }.joined()
  }
}
