import ArgumentParser
import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// `swift-tutor grade DIR`: grade `DIR/<student>/<exercise-id>.swift` for every student.
struct GradeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade",
    abstract: "Grade a folder of submissions: DIR/<student>/<exercise-id>.swift.",
    discussion: """
      Exit status: 0 graded (1 with --strict when any submission did not pass), 2 usage, \
      3 internal. For a CI matrix, run one --shard K/N per job and join the JSON \
      results with `swift-tutor merge`: each JSON report records its shard, this build and \
      the grading key's id, sealed with the key (give every job the same --secret-file or \
      $SWIFT_TUTOR_SECRET).
      """)

  @Argument(help: "The folder of student folders.")
  var directory: String

  @OptionGroup var common: CommonOptions
  @OptionGroup var grading: GradingOptions

  @Option(help: "Parallel grading workers.")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Grade only the K-th of N slices (1-based), e.g. 2/4.")
  var shard: String?

  @Flag(help: "Exit 1 when any submission did not pass.")
  var strict = false

  @Flag(help: "Grade everything afresh, ignoring stored verdicts.")
  var noCache = false

  func validate() throws {
    if jobs < 1 || jobs > 256 { throw ValidationError("--jobs must be between 1 and 256") }
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N, e.g. 1/4")
    }
  }

  func run() throws {
    let context = try CourseContext.load(common)
    var submissions: [Submission]
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw TutorError.usage(Message("cli.not-submissions-folder", ["path": directory]))
    }
    do {
      submissions = try Submission.discover(in: URL(fileURLWithPath: directory))
    } catch {
      throw TutorError.usage(Message("cli.detail", ["detail": String(describing: error)]))
    }
    let slice = shard.flatMap(Shard.init)
    if let slice { submissions = slice.select(submissions) }
    let grader = try context.makeGrader(
      limits: grading.limits, verbose: common.verbose, language: try common.language(),
      jail: grading.noJail ? .off : .required,
      secretFile: grading.running.secret.secretFile)
    let cache = noCache ? nil : context.resultCache(for: grader)
    let batch = BatchGrader(grader: grader, course: context.course, jobs: jobs, cache: cache)
    let bar = ProgressBar(total: submissions.count, enabled: isatty(2) == 1)
    let results = batch.grade(submissions) { bar.update($0) }
    bar.finish()
    let report = BatchReport(results: results)
    let text: String
    switch grading.format {
    case .json:
      do {
        let coverage = slice.map(ShardCoverage.init) ?? .whole
        text = JSONReporter.render(try report.sealed(shards: coverage, key: grader.key))
      } catch {
        throw TutorError.internal(error)
      }
    case .junit: text = JUnitReporter.render(report.results)
    case .text:
      text = TextReporter(
        color: common.useColor && grading.output == nil, language: try common.language()
      ).render(report)
    }
    try Console.emit(text, to: grading.output)
    if strict, report.summary.pass != report.summary.total { throw ExitCode(1) }
  }
}
