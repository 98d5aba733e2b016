import ArgumentParser
import Foundation
import Grading
import Learner
import LessonKit
import Reports
import Sandbox
import SwiftToolchain
import TutorSupport
import TutorTerminal

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
    try Console.checkOutput(grading.output)
    let target = try CheckTarget.resolve(exercise, file, options: common)
    let (exercise, file) = (target.exercise, target.file)
    let url = URL(fileURLWithPath: file)
    // The file itself, never what a link names (as `grade` reads a class): a CI job that checks
    // a student's file must not quote the grader's own files (`/proc/self/environ`) back.
    var own = stat()
    if lstat(file, &own) == 0, own.st_mode & S_IFMT == S_IFLNK {
      throw Self.unreadable(file, because: Message.linkNotFollowed)
    }
    let source: String
    do {
      source = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw Self.unreadable(file, because: FileProblem.reason(error))
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
    case .classroom:
      text = ClassroomReporter(language: language).render(BatchReport(results: [result]))
    case .markdown:
      text = MarkdownReporter(language: language).render(BatchReport(results: [result]))
    case .canvas, .moodle:
      throw TutorError.usage(Message("cli.check.gradebook", ["format": grading.format.rawValue]))
    case .text:
      text = TextReporter(
        color: common.useColor && grading.output == nil, language: language,
        verbose: common.verbose
      ).render(result)
    }
    try Console.emit(text, to: grading.output)
    // Check, then record: the hints its failing checks name, a pass — by ``Counting``'s rule,
    // and never with `--no-record` or a seed of one's own.
    let learner = try common.learner()
    if noRecord || seed != nil { learner.stopCounting() }
    let recorded = learner.record(result, of: found)
    if recorded.recorded, let notice = learner.loadNotice {
      Console.notice(notice, learner.language)
    }
    if let problem = recorded.problem { throw TutorError.internal(problem) }
    guard recorded.passed else { throw ExitCode(1) }
    guard recorded.recorded, grading.format == .text, grading.output == nil else { return }
    // Counting the course's exercises needs their folders only, not the whole course.
    let loaded = early == nil ? context.course : nil
    let ids =
      loaded.map { Set($0.exercises.map(\.id)) }
      ?? CourseLoader.exerciseIDs(in: context.course.root)
    print(learner.passedNote(among: ids).text(learner.language))
  }

  /// Exit 2: `file` cannot be graded, for `reason`.
  private static func unreadable(_ file: String, because reason: any CustomStringConvertible)
    -> TutorError
  {
    TutorError.usage(
      Message("cli.cannot-read-because", ["path": VisibleText.line(file), "reason": reason]))
  }
}
