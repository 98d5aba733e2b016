import Foundation
import LessonKit
import TutorChecks
import TutorSupport

/// `validate`'s test of an exercise's checks against its known wrong answers
/// (`wrong-answers/*.swift`): each is compiled once and run through ``rounds`` seeds in one
/// sweep, and any seed on which it passes is a problem, named with the seed so that the teacher
/// can see it (`check … --seed`). The random checks are there to catch what the fixed ones
/// miss; this is how a course knows they do.
struct WrongAnswerSweep {
  let grader: Grader
  let rounds: Int
  /// The teacher's language.
  let language: Language

  /// The seed the sweeps start from: fixed, so that `validate` gives the same answer every time.
  static let seed: UInt64 = 0x5EED_0F_C0FFEE

  func problems(of exercise: Exercise, spec: ExerciseSpec) throws -> [LessonProblem] {
    let answers = exercise.files.wrongAnswers
    guard !answers.isEmpty else {
      let folder = exercise.files.folder.appendingPathComponent(ExerciseFiles.wrongAnswersFolder)
      return [
        LessonProblem(
          .warning, file: exercise.files.folder,
          Catalog.text(
            "judge.validate.no-wrong-answers", language,
            ["exercise": exercise.id, "folder": folder.lastPathComponent + "/"]))
      ]
    }
    guard case .checks(let probes) = spec.judging else {
      return try answers.compactMap { try gradedOnce($0, spec: spec) }
    }
    let program = try grader.references.program(for: spec, probes: probes, scratchRoot: scratch)
    let reference = try sweep(program)
    if let round = reference.broken.union(reference.unrun).min() {
      throw EvaluatorError.referenceFailed(
        exercise: spec.id, reason: "round \(round) of the sweep did not finish")
    }
    return try answers.compactMap {
      try problem(of: $0, spec: spec, probes: probes, reference: reference)
    }
  }

  private var scratch: URL? { grader.scratchRoot }

  private func sweep(_ program: URL) throws -> SweepExecution.Outcome {
    let folder = try Scratch(root: scratch)
    defer { folder.remove() }
    return try SweepExecution(
      sandbox: grader.sandbox, program: program, scratch: folder.url, seed: Self.seed,
      rounds: rounds
    ).run()
  }

  private func problem(
    of file: URL, spec: ExerciseSpec, probes: String, reference: SweepExecution.Outcome
  ) throws -> LessonProblem? {
    let source = try String(contentsOf: file, encoding: .utf8)
    let rules = RuleReport.violations(
      of: source, exercise: spec, names: grader.references.names(of: spec, checks: probes),
      language: language)
    guard rules.isEmpty else { return nil }  // a rule catches it on every seed
    let forbidden = try ForbiddenAPICompile(cache: grader.cache).violations(
      of: source, exercise: spec, scratchRoot: scratch, language: language)
    guard forbidden.isEmpty else { return nil }
    let (built, folder) = try ProgramCompile(
      cache: grader.cache, source: source, exercise: spec, judge: ChecksJudge(probes: probes),
      scratchRoot: scratch
    ).wait()
    defer { folder.remove() }
    guard case .built(let program, _) = built else {
      var summary = "it does not compile"
      if case .failed(let failure) = built {
        summary = failure.message(language, shownAs: file.lastPathComponent)
      }
      return LessonProblem(
        .error, file: file,
        Catalog.text(
          "judge.validate.wrong-answer-broken", language,
          ["exercise": spec.id, "summary": summary]))
    }
    let outcome = try sweep(program)
    let report = ChecksReport(
      language: .en, source: grader.references.probeSource(of: spec, probes: probes))
    let passing = outcome.streams.filter { round, stream in
      guard let expected = reference.streams[round] else { return false }
      return report.result(
        exercise: spec.id, student: stream, reference: expected,
        outputLimit: grader.sandbox.limits.outputBytes
      ).status == .pass
    }.keys.sorted()
    if let first = passing.first {
      let seed = SeedRecord(key: "", seed: ProbeRun.roundSeed(Self.seed, round: first)).value
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "exercise": spec.id, "count": passing.count, "rounds": rounds, "seed": seed,
        "file": file.lastPathComponent,
      ]
      return LessonProblem(
        .error, file: file, Catalog.text("judge.validate.wrong-answer-passes", language, details))
    }
    guard outcome.unrun.isEmpty else {
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "exercise": spec.id, "tried": rounds - outcome.unrun.count, "rounds": rounds,
        "seconds": Int(SweepExecution.seconds),
      ]
      return LessonProblem(
        .error, file: file,
        Catalog.text("judge.validate.wrong-answer-unswept", language, details))
    }
    return nil
  }

  /// An `output` exercise's wrong answer: graded once (nothing in it is random).
  private func gradedOnce(_ file: URL, spec: ExerciseSpec) throws -> LessonProblem? {
    let source = try String(contentsOf: file, encoding: .utf8)
    let result = try grader.grade(
      source: source, fileName: file.lastPathComponent, exercise: spec, language: language)
    guard result.status == .pass else { return nil }
    let details: KeyValuePairs<String, any CustomStringConvertible> = [
      "exercise": spec.id, "count": 1, "rounds": 1, "seed": "-", "file": file.lastPathComponent,
    ]
    return LessonProblem(
      .error, file: file,
      Catalog.text("judge.validate.wrong-answer-passes", language, details))
  }
}
