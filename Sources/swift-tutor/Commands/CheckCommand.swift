import ArgumentParser
import Evaluator
import Foundation
import Learner
import LessonKit
import TutorREPL
import TutorSupport

/// `swift-tutor check EXERCISE FILE`: grade one file (`check FILE.swift` and `check EXERCISE`
/// find the other half, see ``CheckTarget``).
struct CheckCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Grade one file against an exercise.",
    discussion: """
      With one argument: `check team-score.swift` grades a file named after its exercise, \
      `check team-score` your own file of it in the workspace (else team-score.swift here). \
      A pass counts in your progress (progress.json), like one from :check in the REPL, except \
      with --no-record or when CI is set. Exit status: 0 pass, 1 fail or error, 2 usage or \
      unknown exercise, 3 internal.
      """)

  @Argument(
    help: "The exercise id (see `swift-tutor lessons`), or a file named after its exercise.")
  var exercise: String

  @Argument(help: "The Swift file to grade (default: your own file of the exercise).")
  var file: String?

  @Flag(help: "Do not count a pass in your progress (never counted when CI is set).")
  var noRecord = false

  @Option(
    help: """
      Draw the random checks from this seed (16 hex digits, as a report or `validate` shows it) instead of the grading key's; a pass with it is never counted.
      """)
  var seed: String?

  func validate() throws {
    if let seed, UInt64(seed, radix: 16) == nil {
      throw ValidationError("--seed takes up to 16 hex digits, e.g. 59d2a82145a0dc4b")
    }
  }

  @OptionGroup var common: CommonOptions
  @OptionGroup var grading: GradingOptions

  func run() throws {
    let target = try CheckTarget.resolve(exercise, file, options: common)
    let (exercise, file) = (target.exercise, target.file)
    let url = URL(fileURLWithPath: file)
    let source: String
    do {
      source = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw TutorError.usage(
        Message("cli.cannot-read-because", ["path": file, "reason": FileProblem.reason(error)]))
    }
    // The exercise read on its own is the course's, when its folder is found: its grading
    // starts at once, the compile running beside the jail probe, the grader and the rules, and
    // loading the whole course is then only needed to say why an id is unknown.
    let early = EarlyExercise.find(exercise: exercise, options: common)
    let context: CourseContext
    let found: Exercise
    let job: GradingJob
    if let early {
      job = GradingJob(source: source, exercise: early.spec, cache: early.cache)
      JailProbe.probeInBackground(toolchain: early.cache.toolchain)
      (context, found) = (early.context, early.exercise)
    } else {
      context = try CourseContext.load(common)
      guard let (exercise, _) = context.course.exercise(id: exercise) else {
        throw target.unknown
      }
      do {
        job = GradingJob(source: source, exercise: try ExerciseSpec(exercise))
      } catch {
        throw TutorError.internal(error)
      }
      found = exercise
    }
    let language = try common.language()
    var grader = try context.makeGrader(
      limits: grading.limits, verbose: common.verbose, language: language,
      jail: grading.noJail ? .off : .required, modules: early?.cache,
      secretFile: grading.running.secret.secretFile)
    grader.seedOverride = seed.flatMap { UInt64($0, radix: 16) }
    let result: GradeResult
    do {
      result = try job.result(grader: grader, fileName: url.lastPathComponent, language: language)
    } catch {
      throw TutorError.internal(error)
    }
    let text: String
    switch grading.format {
    case .json: text = JSONReporter.render(result)
    case .junit: text = JUnitReporter.render([result])
    case .csv:
      text = CSVReporter(language: language).render(BatchReport(results: [result]))
    case .html:
      text = ClassReportPage(language: language).render(BatchReport(results: [result]))
    case .text:
      text = TextReporter(
        color: common.useColor && grading.output == nil, language: language,
        verbose: common.verbose
      ).render(result)
    }
    try Console.emit(text, to: grading.output)
    if result.status != .pass {
      try noteHints(result, of: found)
      throw ExitCode(1)
    }
    try record(found, in: early == nil ? context.course : nil, root: context.course.root)
  }

  /// Remembers the hints the failing checks name, for `swift-tutor hint`; like a pass, not
  /// with `--no-record` or a seed, nor on a build machine.
  private func noteHints(_ result: GradeResult, of exercise: Exercise) throws {
    let environment = ProcessInfo.processInfo.environment
    guard LearnerSession.passesCount(noRecord: noRecord || seed != nil, environment: environment)
    else { return }
    if let problem = try common.learner().noteCheck(result, of: exercise) {
      throw TutorError.internal(problem)
    }
  }

  /// Counts the pass in the learner's progress, and says so under a text report (loading the
  /// course to count its exercises, when `course` is nil).
  private func record(_ exercise: Exercise, in loaded: Course?, root: URL) throws {
    let environment = ProcessInfo.processInfo.environment
    guard LearnerSession.passesCount(noRecord: noRecord || seed != nil, environment: environment)
    else { return }
    let learner = try common.learner()
    let language = learner.language
    if let notice = learner.loadNotice { Console.notice(notice, language) }
    if let problem = learner.recordPass(exercise).problem { throw TutorError.internal(problem) }
    guard grading.format == .text, grading.output == nil else { return }
    // Counting the course's exercises needs their folders only, not the whole course.
    let ids = loaded.map { Set($0.exercises.map(\.id)) } ?? CourseLoader.exerciseIDs(in: root)
    print(learner.passedNote(among: ids).text(language))
  }
}
