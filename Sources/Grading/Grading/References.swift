package import Foundation
import LessonKit
package import Sandbox
public import SwiftToolchain
import Synchronization
package import TutorSupport

/// The trusted side of grading.
///
/// For `checks` exercises (``ChecksJudge``): the exercise's solution compiled with its probes — a
/// program never linked with student code — built once per exercise, course version, toolchain
/// and tool build, and run with each grading's seed to give the expected observations. For
/// `output` exercises (``OutputJudge``): what the solution prints, when no
/// `expected-output.txt` says it.
public final class References: Sendable {
  private let cache: ModuleCache
  private let outputs = Mutex<[String: String]>([:])
  private let names = Mutex<[String: ShadowRule.Names]>([:])
  private let sources = Mutex<[String: ProbeSource]>([:])

  /// The source of each check of `spec`, whose probes are `probes` (what reports quote as
  /// `test_code`), parsed once per exercise and kept.
  package func probeSource(of spec: ExerciseSpec, probes: String) -> ProbeSource {
    let key = self.key(spec)
    if let known = sources.withLock({ $0[key] }) { return known }
    let made = ProbeSource(checks: probes)
    sources.withLock { $0[key] = made }
    return made
  }

  /// The names `checks` (the exercise's `checks.swift`) use and the solution of `spec`
  /// declares, worked out once per exercise and kept.
  package func names(of spec: ExerciseSpec, checks: String) -> ShadowRule.Names {
    let key = self.key(spec)
    if let known = names.withLock({ $0[key] }) { return known }
    let made = ShadowRule.Names(checks: checks, solution: spec.solutionSource)
    names.withLock { $0[key] = made }
    return made
  }

  /// References built against `cache`, kept beside it.
  public init(cache: ModuleCache) { self.cache = cache }

  /// The folder of built reference programs.
  var directory: URL {
    cache.directory.deletingLastPathComponent().appendingPathComponent("references")
  }

  /// What the reference program of `spec`, whose probes are `probes`, observes with `seed`.
  ///
  /// Throws when it does not build or does not run every check to its end: a course bug, never the
  /// student's.
  package func observations(
    for spec: ExerciseSpec, probes: String, seed: UInt64, sandbox: Sandbox, language: Language,
    scratchRoot: URL?
  ) throws -> ProbeStream {
    let program = try self.program(for: spec, probes: probes, scratchRoot: scratchRoot)
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let stream = try ProbeExecution(
      sandbox: Self.trusted(sandbox), program: program, scratch: scratch.url, seed: seed,
      language: .en
    ).run()
    if let why = stream.failure ?? stream.unrunReason {
      throw EvaluatorError.referenceFailed(exercise: spec.id, reason: why)
    }
    for index in 0..<(stream.planned ?? 0) {
      guard let check = stream.checks[index], check.ended else {
        let why = stream.checks[index]?.problem ?? "did not run check \(index + 1)"
        throw EvaluatorError.referenceFailed(
          exercise: spec.id, reason: "check \(index + 1): \(why)")
      }
    }
    return stream
  }

  /// The limits of the reference's runs: the student's, with three times the time (at least
  /// 30 s). It is the course's own code; on a machine busy enough to slow it past a student's
  /// limit, a reference that ran out of time would fail the grading as the tool's fault.
  package static func trusted(_ sandbox: Sandbox) -> Sandbox {
    var trusted = sandbox
    trusted.limits.wallSeconds = max(30, sandbox.limits.wallSeconds * 3)
    trusted.limits.cpuSeconds = max(15, sandbox.limits.cpuSeconds * 3)
    return trusted
  }

  /// The reference program of `spec`: its solution with `probes`, built now when missing.
  package func program(for spec: ExerciseSpec, probes: String, scratchRoot: URL?) throws -> URL {
    switch try build(for: spec, probes: probes, scratchRoot: scratchRoot) {
    case .built(let program, _): return program
    case .failed(let failure):
      throw EvaluatorError.referenceFailed(
        exercise: spec.id,
        reason: "it does not compile:\n\(failure.rawOutput.clipped(to: 3000, .en))")
    }
  }

  /// The reference program of `spec`, built now when missing, or why it does not compile
  /// (`validate` reports each of its errors at its line in `checks.swift` or the solution).
  package func build(for spec: ExerciseSpec, probes: String, scratchRoot: URL?) throws
    -> ProgramBuilder.Outcome
  {
    let folder = directory.appendingPathComponent(key(spec))
    let program = folder.appendingPathComponent("program")
    let manager = FileManager.default
    if manager.isExecutableFile(atPath: program.path) { return .built(program, warnings: []) }
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let main = HarnessSource.checks(
      student: spec.solutionSource, fileName: "solution.swift", imports: spec.importedModules)
    let built = try ProgramBuilder(cache: cache).build(
      mainSource: main, checksSource: probes, studentFile: "solution.swift",
      studentSource: spec.solutionSource, modules: spec.linkedModules,
      forbiddenAPIs: spec.forbiddenAPIs, in: scratch.url)
    guard case .built(let made, _) = built else { return built }
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    chmod(directory.path, 0o700)
    let staging = directory.appendingPathComponent(".staging-\(UUID().uuidString)")
    try manager.createDirectory(at: staging, withIntermediateDirectories: false)
    try manager.moveItem(at: made, to: staging.appendingPathComponent("program"))
    do {
      try manager.moveItem(at: staging, to: folder)
    } catch  where manager.isExecutableFile(atPath: program.path) {
      // Another grader built the same reference first; it is identical.
      try? manager.removeItem(at: staging)
    }
    return .built(program, warnings: [])
  }

  /// What the solution of `spec` prints, run as it is (an `output` exercise without
  /// `expected-output.txt`), once per exercise and kept.
  ///
  /// Throws when the solution does not compile or does not end normally.
  func solutionOutput(for spec: ExerciseSpec, sandbox: Sandbox, scratchRoot: URL?) throws
    -> String
  {
    let key = self.key(spec)
    if let known = outputs.withLock({ $0[key] }) { return known }
    let scratch = try Scratch(root: scratchRoot)
    defer { scratch.remove() }
    let main = HarnessSource.program(
      student: spec.solutionSource, fileName: "solution.swift", imports: spec.importedModules)
    let built = try ProgramBuilder(cache: cache).build(
      mainSource: main, checksSource: nil, studentFile: "solution.swift",
      studentSource: spec.solutionSource, modules: spec.linkedModules,
      forbiddenAPIs: spec.forbiddenAPIs, in: scratch.url)
    guard case .built(let program, _) = built else {
      throw EvaluatorError.referenceFailed(exercise: spec.id, reason: "it does not compile")
    }
    let output = CappedBuffer(limit: sandbox.limits.outputBytes)
    let outcome = try sandbox.run(program: program, scratch: scratch.url, output: output)
    if let failure = RunFailure.describe(outcome, limits: sandbox.limits, language: .en) {
      throw EvaluatorError.referenceFailed(exercise: spec.id, reason: failure)
    }
    outputs.withLock { $0[key] = output.text }
    return output.text
  }

  private func key(_ spec: ExerciseSpec) -> String {
    var hash = ContentDigest()
    hash.update(field: "reference-v3")
    hash.update(field: spec.forbiddenAPIs.sorted().joined(separator: ","))
    hash.update(field: ToolIdentity.current)
    hash.update(field: cache.toolchain.id)
    hash.update(field: cache.sourcesHash)
    hash.update(field: spec.importedModules.joined(separator: ","))
    hash.update(field: spec.judging.fingerprint)
    hash.update(field: spec.solutionSource)
    return String(hash.hexDigest().prefix(32))
  }
}
