import Foundation

/// Grades one student file against one exercise: static rules, compile against
/// the prebuilt modules, run sandboxed, collect the verdict.
///
/// A student's failing code is a value (`fail`, `error` with a message);
/// `grade` throws only when the tool or the toolchain fails.
public struct Grader: Sendable {
  /// The prebuilt sample modules.
  public let cache: ModuleCache
  /// The sandbox every run uses (an exercise's own limits replace its limits).
  public var sandbox: Sandbox
  /// Where private scratch folders are made (default `$TMPDIR`, else `/tmp`).
  public var scratchRoot: URL?

  /// A grader over `cache`.
  public init(cache: ModuleCache, sandbox: Sandbox = Sandbox()) {
    self.cache = cache
    self.sandbox = sandbox
  }

  /// Grades `source` (the student's file, named `fileName`) for `exercise`.
  public func grade(source: String, fileName: String, exercise: ExerciseSpec) throws -> GradeResult
  {
    let start = Date()
    var result = try gradeUntimed(source: source, fileName: fileName, exercise: exercise)
    result.durationMs = Int(Date().timeIntervalSince(start) * 1000)
    return result
  }

  private func gradeUntimed(source: String, fileName: String, exercise: ExerciseSpec) throws
    -> GradeResult
  {
    var violations = StaticRuleChecker.violations(
      in: source, forbid: exercise.forbid, require: exercise.require)
    if let checks = exercise.checksFile.flatMap({ try? String(contentsOf: $0, encoding: .utf8) }),
      let solution = exercise.solutionFile.flatMap({ try? String(contentsOf: $0, encoding: .utf8) })
    {
      violations += ShadowRule.violations(student: source, checks: checks, solution: solution)
    }
    if !violations.isEmpty { return ruleResult(violations, fileName: fileName, exercise: exercise) }
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    var runSandbox = sandbox
    if let limits = exercise.limits { runSandbox.limits = limits }
    let builder = ProgramBuilder(cache: cache)
    switch exercise.kind {
    case .checks:
      guard let checksFile = exercise.checksFile,
        let checks = try? String(contentsOf: checksFile, encoding: .utf8)
      else {
        throw EvaluatorError.fileProblem(
          path: exercise.checksFile?.path ?? exercise.id, reason: "cannot read the checks file")
      }
      let main = HarnessSource.checks(student: source, fileName: fileName, imports: exercise.uses)
      let built = try builder.build(
        mainSource: main, checksSource: checks, studentFile: fileName, studentSource: source,
        modules: exercise.uses + ["TutorChecks", "PlaygroundRuntime"], in: scratch.url)
      guard case .built(let program) = built else {
        return compileError(built, exercise: exercise)
      }
      runSandbox.share(folder: scratch.url, program: program)
      return try ChecksExecution(sandbox: runSandbox, program: program, scratch: scratch.url)
        .run(exercise: exercise.id)
    case .output:
      let main = HarnessSource.program(student: source, fileName: fileName, imports: exercise.uses)
      let built = try builder.build(
        mainSource: main, checksSource: nil, studentFile: fileName, studentSource: source,
        modules: exercise.uses, in: scratch.url)
      guard case .built(let program) = built else {
        return compileError(built, exercise: exercise)
      }
      runSandbox.share(folder: scratch.url, program: program)
      return try OutputExecution(sandbox: runSandbox, program: program, scratch: scratch.url)
        .run(exercise: exercise.id, expected: exercise.expectedOutput ?? "")
    }
  }

  /// Compiles and runs `source` as a program and returns what it printed
  /// (used to derive an `output` exercise's expected output from its solution).
  /// Throws when the solution does not compile or crashes: that is a course bug.
  public func runOutput(source: String, fileName: String, exercise: ExerciseSpec) throws -> String {
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let main = HarnessSource.program(student: source, fileName: fileName, imports: exercise.uses)
    let built = try ProgramBuilder(cache: cache).build(
      mainSource: main, checksSource: nil, studentFile: fileName, studentSource: source,
      modules: exercise.uses, in: scratch.url)
    guard case .built(let program) = built else {
      if case .failed(let message, _) = built {
        throw EvaluatorError.badInput(path: fileName, reason: "does not compile: \(message)")
      }
      throw EvaluatorError.badInput(path: fileName, reason: "does not compile")
    }
    sandbox.share(folder: scratch.url, program: program)
    let output = CappedBuffer(limit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: program, scratch: scratch.url, output: output)
    if let failure = RunFailure.describe(outcome, limits: sandbox.limits) {
      throw EvaluatorError.badInput(path: fileName, reason: "the program \(failure)")
    }
    return output.text
  }

  private func compileError(_ outcome: ProgramBuilder.Outcome, exercise: ExerciseSpec)
    -> GradeResult
  {
    guard case .failed(let message, _) = outcome else {
      return GradeResult(exercise: exercise.id, status: .error, message: "internal: no program")
    }
    return GradeResult(
      exercise: exercise.id, status: .error, message: "did not compile:\n" + message)
  }

  private func ruleResult(_ violations: [RuleViolation], fileName: String, exercise: ExerciseSpec)
    -> GradeResult
  {
    let tests = violations.map { violation in
      let place = violation.line.map { "\(fileName):\($0): " } ?? "\(fileName): "
      let name = "rule: \(violation.rule)" + (violation.line.map { " (line \($0))" } ?? "")
      return TestResult(name: name, status: .fail, message: place + violation.message)
    }
    let reserved = violations.contains { TamperRules.refusals.contains($0.rule) }
    return GradeResult(
      exercise: exercise.id, status: reserved ? .error : .fail,
      message: reserved ? tests.compactMap(\.message).joined(separator: "\n") : nil, tests: tests)
  }
}

/// A private scratch folder for one grading, removed afterwards.
struct Scratch {
  let url: URL

  init(root: URL? = nil) throws {
    let environment = ProcessInfo.processInfo.environment["TMPDIR"].flatMap {
      $0.isEmpty ? nil : $0
    }
    let base = root?.path ?? environment ?? "/tmp"
    var template = Array("\(base)/swift-tutor-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw EvaluatorError.fileProblem(path: base, reason: "cannot create a temporary folder")
    }
    url = URL(fileURLWithPath: String(cString: made))
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
