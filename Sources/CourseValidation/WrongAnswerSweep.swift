import Foundation
import Grading
import LessonKit
import Sandbox
import SwiftToolchain
import TutorChecks
import TutorSupport

/// `validate`'s test of an exercise's checks against its known wrong answers
/// (`wrong-answers/*.swift`): each is compiled once and run through ``rounds`` seeds in one
/// sweep, and any seed on which it passes is a problem, named with the seed so that the teacher
/// can see it (`check … --seed`). The random checks are there to catch what the fixed ones
/// miss; this is how a course knows they do.
struct WrongAnswerSweep: Sendable {
  let grader: Grader
  /// The teacher's language.
  let language: Language
  let rounds: Int
  let spec: ExerciseSpec

  /// The seed the sweeps start from: fixed, so that `validate` gives the same answer every time.
  static let seed: UInt64 = 0x5EED_0F_C0FFEE

  /// The warning of an exercise without wrong answers; nil when it has some.
  static func missing(_ exercise: Exercise, _ language: Language) -> LessonProblem? {
    guard exercise.files.wrongAnswers.isEmpty else { return nil }
    let folder = exercise.files.folder.appendingPathComponent(ExerciseFiles.wrongAnswersFolder)
    return LessonProblem(
      .warning, file: exercise.files.folder,
      Catalog.text(
        "judge.validate.no-wrong-answers", language,
        ["exercise": exercise.id, "folder": folder.lastPathComponent + "/"]))
  }

  /// What every wrong answer is compared with: the reference program's sweep (nil for an
  /// `output` exercise, whose answers are graded once). Throws when a round of it does not
  /// finish, or the tool fails.
  func reference() throws -> SweepExecution.Outcome? {
    guard let probes = spec.judging.checksFile else { return nil }
    let program = try grader.references.program(for: spec, probes: probes, scratchRoot: scratch)
    let swept = try sweep(program)
    if let round = swept.broken.union(swept.unrun).min() {
      throw EvaluatorError.referenceFailed(
        exercise: spec.id, reason: "round \(round) of the sweep did not finish")
    }
    return swept
  }

  /// The problem of the wrong answer `file`, if any — one that cannot be tried is a problem
  /// too — and whether it may be kept: false when the time ran out or the tool failed.
  ///
  /// The answer is compiled and swept before `reference` (the reference's sweep, nil for an
  /// `output` exercise) is waited for, so both sweeps run at once. When `reference` throws,
  /// the answer says nothing: the reference's problem is reported once, by its caller.
  func check(_ file: URL, against reference: @escaping () throws -> SweepExecution.Outcome?)
    -> ExerciseValidation.Outcome
  {
    do {
      let found: (LessonProblem, Bool)?
      if let probes = spec.judging.checksFile {
        found = try problem(of: file, probes: probes) {
          do {
            guard let expected = try reference() else { throw ReferenceUnavailable() }
            return expected
          } catch {
            throw ReferenceUnavailable()
          }
        }
      } else {
        found = try gradedOnce(file).map { ($0, true) }
      }
      guard let (problem, repeatable) = found else { return .init() }
      return .init(problems: [problem], repeatable: repeatable)
    } catch is ReferenceUnavailable {
      return .init(problems: [], repeatable: false)
    } catch {
      let message = Message.cannotCheck(error, language).text(language)
      return .init(problems: [LessonProblem(.error, file: file, message)], repeatable: false)
    }
  }

  /// The reference's sweep failed: reported once, by the caller of ``check(_:against:)``.
  private struct ReferenceUnavailable: Error {}

  private var scratch: URL? { grader.scratchRoot }

  private func sweep(_ program: URL) throws -> SweepExecution.Outcome {
    let folder = try Scratch(root: scratch)
    defer { folder.remove() }
    return try SweepExecution(
      sandbox: grader.sandbox, program: program, scratch: folder.url, seed: Self.seed,
      rounds: rounds
    ).run()
  }

  /// The problem of one wrong answer, if any, and whether it may be kept (false: the time ran
  /// out before every seed was tried).
  private func problem(
    of file: URL, probes: String, reference: () throws -> SweepExecution.Outcome
  ) throws -> (LessonProblem, Bool)? {
    let source = try String(contentsOf: file, encoding: .utf8)
    let rules = RuleReport.violations(
      of: source, exercise: spec, names: grader.references.names(of: spec, checks: probes),
      language: language)
    guard rules.isEmpty else { return nil }  // a rule catches it on every seed
    let forbidden = try ForbiddenAPICompile(cache: grader.cache).violations(
      of: source, exercise: spec, scratchRoot: scratch, language: language)
    guard forbidden.isEmpty else { return nil }
    let (built, folder) = try ProgramCompile(
      cache: grader.cache, source: source, exercise: spec, probes: probes,
      scratchRoot: scratch
    ).wait()
    defer { folder.remove() }
    guard case .built(let program, _) = built else {
      var summary = "it does not compile"
      if case .failed(let failure) = built {
        summary = failure.message(language, shownAs: file.lastPathComponent)
      }
      let line = CompileProblems.line(of: file.lastPathComponent, in: summary)
      let message = Catalog.text(
        "judge.validate.wrong-answer-broken", language, ["exercise": spec.id, "summary": summary])
      return (LessonProblem(.error, file: file, line: line, message), true)
    }
    let outcome = try sweep(program)
    let reference = try reference()
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
      return (passes(file, count: passing.count, of: rounds, seed: seed), true)
    }
    guard outcome.unrun.isEmpty else {
      let details: KeyValuePairs<String, any CustomStringConvertible> = [
        "exercise": spec.id, "tried": rounds - outcome.unrun.count, "rounds": rounds,
        "seconds": Int(SweepExecution.seconds),
      ]
      let message = Catalog.text("judge.validate.wrong-answer-unswept", language, details)
      return (LessonProblem(.error, file: file, message), false)
    }
    return nil
  }

  /// An `output` exercise's wrong answer: graded once (nothing in it is random).
  private func gradedOnce(_ file: URL) throws -> LessonProblem? {
    let source = try String(contentsOf: file, encoding: .utf8)
    let result = try grader.grade(
      source: source, fileName: file.lastPathComponent, exercise: spec, language: language)
    guard result.status == .pass else { return nil }
    return passes(file, count: 1, of: 1, seed: nil)
  }

  /// The wrong answer `file` passes with `count` of `rounds` seeds: the problem, with the
  /// command that shows it, ready to paste anywhere — the file's whole path, the course's
  /// folder, the seed (none for an exercise with nothing random).
  private func passes(_ file: URL, count: Int, of rounds: Int, seed: String?) -> LessonProblem {
    // wrong-answers/X.swift → the exercise → exercises → the lesson → the course.
    var course = file
    for _ in 0..<5 { course.deleteLastPathComponent() }
    let command =
      [
        "swift-tutor", "check", spec.id, ShellWord.quoted(file.path), "--lessons",
        ShellWord.quoted(course.path),
      ] + (seed.map { ["--seed", $0] } ?? ["--no-record"])
    let details: KeyValuePairs<String, any CustomStringConvertible> = [
      "exercise": spec.id, "count": count, "rounds": rounds,
      "command": command.joined(separator: " "),
    ]
    return LessonProblem(
      .error, file: file, Catalog.text("judge.validate.wrong-answer-passes", language, details))
  }
}
