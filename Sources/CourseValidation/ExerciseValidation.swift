import Foundation
import Grading
import LessonKit
import SwiftToolchain
import TutorSupport

/// Everything `validate` checks of one exercise, each step on its own so that no problem hides
/// another: the reference program first (``ReferenceCheck``), then — on `jobs` workers — the
/// solution graded like a student's file (``SolutionCheck``), the starter (``StarterCheck``)
/// and each wrong answer (``WrongAnswerSweep``). A step that needs a sound reference is left
/// out without one, since the reference's own problems are what to fix first.
struct ExerciseValidation: Sendable {
  let grader: Grader
  /// The teacher's language.
  let language: Language
  /// The seeds each wrong answer is tried with (0: wrong answers are not tried).
  let sweepRounds: Int
  /// The workers for the steps after the reference.
  let jobs: Int

  /// What one step, or the whole validation, found.
  struct Outcome: Sendable {
    /// Every problem, in the order of the steps.
    var problems: [LessonProblem] = []
    /// False when another run could find otherwise (a time limit decided, the tool failed):
    /// such an outcome is not kept in the cache.
    var repeatable = true

    /// Adds what `other` found.
    mutating func add(_ other: Outcome) {
      problems += other.problems
      repeatable = repeatable && other.repeatable
    }
  }

  /// Validates `exercise`.
  func run(_ exercise: Exercise) -> Outcome {
    let files = exercise.files
    let checks = files.checks ?? files.solution
    var outcome = Outcome(problems: HintReferences.problems(exercise, language))
    let spec: ExerciseSpec
    do {
      spec = try ExerciseSpec(exercise)
    } catch {
      return failed(exercise, at: files.solution, error)
    }
    var (sound, built) = (true, true)
    if let probes = spec.judging.checksFile {
      (sound, built) = (false, false)  // until the reference shows otherwise
      outcome.add(
        step(exercise, at: checks) {
          let reference = try ReferenceCheck(
            grader: grader, language: language, spec: spec, probes: probes, files: files
          ).run()
          (sound, built) = (reference.sound, reference.built)
          return Outcome(problems: reference.problems, repeatable: reference.repeatable)
        })
    }
    let (ready, compiles) = (sound, built)
    var steps: [@Sendable () -> Outcome] = [
      {
        step(exercise, at: files.solution) {
          let found = try SolutionCheck(
            grader: grader, language: language, spec: spec, exercise: exercise
          )
          .problems(referenceSound: ready)
          return Outcome(problems: found.problems, repeatable: found.repeatable)
        }
      },
      {
        step(exercise, at: files.starter) {
          let found = try StarterCheck(
            grader: grader, language: language, spec: spec, exercise: exercise
          )
          .problems(referenceSound: ready, checksCompile: compiles)
          return Outcome(problems: found.problems, repeatable: found.repeatable)
        }
      },
    ]
    let missing = sweepRounds > 0 ? WrongAnswerSweep.missing(exercise, language) : nil
    var reference: Background<SweepExecution.Outcome?>?
    if sweepRounds > 0, missing == nil, sound {
      // The reference's sweep runs beside the steps; each answer waits for it only to compare.
      let sweep = WrongAnswerSweep(
        grader: grader, language: language, rounds: sweepRounds, spec: spec)
      let swept = Background { try sweep.reference() }
      reference = swept
      steps += files.wrongAnswers.map { answer in
        { sweep.check(answer, against: { try swept.wait() }) }
      }
    }
    for found in ParallelWork.map(steps, jobs: jobs) { outcome.add(found) }
    do {
      _ = try reference?.wait()
    } catch {
      outcome.add(failed(exercise, at: checks, error))
    }
    if let missing { outcome.problems.append(missing) }
    return outcome
  }

  /// What `body` found, or, when it threw, the error as a problem at `file`.
  private func step(_ exercise: Exercise, at file: URL, _ body: () throws -> Outcome) -> Outcome {
    do {
      return try body()
    } catch {
      return failed(exercise, at: file, error)
    }
  }

  /// An error as a problem at `file` (at the line of it the error names, as a crash does); not
  /// kept (a failing tool may work next time, and a failing reference is a course bug the
  /// teacher is about to fix).
  private func failed(_ exercise: Exercise, at file: URL, _ error: any Error) -> Outcome {
    let text = EvaluatorError.text(of: error, language)
    let message = Catalog.text(
      "judge.validate.cannot-grade", language, ["exercise": exercise.id, "error": text])
    let line = CompileProblems.line(of: file.lastPathComponent, in: text)
    return Outcome(
      problems: [LessonProblem(.error, file: file, line: line, message)], repeatable: false)
  }
}
