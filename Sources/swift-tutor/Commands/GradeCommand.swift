import ArgumentParser
import Foundation
import Grading
import LessonKit
import Reports
import SwiftToolchain
import TutorSupport

/// `swift-tutor grade DIR`: grade `DIR/<student>/<exercise-id>.swift` for every student.
struct GradeCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade",
    abstract: "Grade a folder of submissions: DIR/<student>/<exercise-id>.swift.",
    discussion: """
      Exit status: 0 graded (1 with --strict when any submission did not pass), 2 usage or \
      nothing to grade, 3 internal. Every file not graded is listed with the reason. With \
      --exercises or --assignment, a student without a file for an assigned exercise gets \
      `missing` for it, and --format csv gives marks (points per exercise, a total). For a CI \
      matrix, run one --shard K/N per job and join the JSON results with `swift-tutor merge`: \
      each JSON report records its shard, this build and the grading key's id, sealed with \
      the key (give every job the same --secret-file or $SWIFT_TUTOR_SECRET).
      """)

  @Argument(help: "The folder of student folders.")
  var directory: String

  @OptionGroup var common: CommonOptions
  @OptionGroup var grading: GradingOptions

  @Option(help: "The assigned exercises, comma-separated (one point each).")
  var exercises: String?

  @Option(help: "An assignment.yaml: the assigned exercises, their points, when it is due.")
  var assignment: String?

  @Option(
    help: "The class's roster CSV (id, name, email, sis_id, section): folders matched to ids.")
  var roster: String?

  @Option(
    help: """
      Also write each student's own report, and no one else's, into this folder as \
      <student>.md (Markdown in --lang), for handing out.
      """)
  var perStudent: String?

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
    if exercises != nil && assignment != nil {
      throw ValidationError(
        "give the assigned exercises by --exercises or by --assignment, not both")
    }
    if grading.format.isGradebook && roster == nil {
      throw ValidationError("--format \(grading.format.rawValue) is made from --roster roster.csv")
    }
  }

  func run() throws {
    let started = Date()
    try Console.checkOutput(grading.output)
    try Console.prepareFolder(perStudent)
    let context = try CourseContext.load(common)
    let language = try common.language()
    let assigned = try readAssignment(context.course)
    let roster = try RosterFile.load(roster)
    var folder = try scan(context.course, assigned, language, rostered: roster != nil)
    if let roster {
      folder = folder.applying(roster, assignment: assigned)
      if !folder.unlisted.isEmpty {
        let names = folder.unlisted.sorted().map(VisibleText.line).joined(separator: ", ")
        Console.studentNotice(Message("cli.grade.not-on-roster", ["students": names]), language)
      }
    }
    var submissions = folder.submissions
    let slice = shard.flatMap(Shard.init)
    if let slice { submissions = slice.select(submissions) }
    let grader = try context.makeGrader(
      limits: grading.limits, verbose: common.verbose, language: language,
      jail: grading.noJail ? .off : .required,
      secretFile: grading.running.secret.secretFile)
    let cache = noCache ? nil : context.resultCache(for: grader)
    let batch = BatchGrader(grader: grader, course: context.course, jobs: jobs, cache: cache)
    let bar = ProgressBar(total: submissions.count, enabled: isatty(2) == 1)
    let results = batch.grade(submissions, language: language) { bar.update($0) }
    bar.finish()
    var report = BatchReport(
      results: results, durationMs: Int(Date().timeIntervalSince(started) * 1000),
      ignored: folder.ignored, assignment: assigned)
    report.course = ClassDigest.course(context.course, grader: grader)
    report.submissions = ClassDigest.submissions(folder)
    let shallow = report.recordHandIns(of: submissions)
    if let first = shallow.first {
      Console.notice(
        Message("cli.grade.shallow", ["folder": VisibleText.line(first), "count": shallow.count]),
        language)
    }
    try Console.emit(
      try render(report, slice: slice, key: grader.key, roster: roster, language),
      to: grading.output)
    try Console.emitPerStudent(report, to: perStudent, language)
    // The report is written (what could be graded was), but a CI job must not pass on marks
    // the tool could not give: a copied cache once gave every student 0 with exit 0.
    let failures = report.results.filter { $0.toolFailure == true }.count
    if failures > 0 {
      throw TutorError.internal(
        Message("cli.grade.tool-failures", ["count": failures, "total": report.results.count]))
    }
    if strict, report.summary.pass != report.summary.total { throw ExitCode(1) }
  }

  private func render(
    _ report: BatchReport, slice: Shard?, key: GradingKey, roster: Roster?, _ language: Language
  ) throws -> String {
    switch grading.format {
    case .json:
      do {
        let coverage = slice.map(ShardCoverage.init) ?? .whole
        return JSONReporter.render(try report.sealed(shards: coverage, key: key))
      } catch {
        throw TutorError.internal(error)
      }
    case .junit: return JUnitReporter.render(report, language: language)
    case .classroom: return ClassroomReporter(language: language).render(report)
    case .canvas, .moodle:
      let book: GradebookReporter.Gradebook = grading.format == .canvas ? .canvas : .moodle
      GradebookNotices.say(report, roster: roster ?? Roster(students: []), book: book, language)
      return GradebookReporter(book).render(report, roster: roster ?? Roster(students: []))
    case .markdown: return MarkdownReporter(language: language).render(report)
    case .csv: return CSVReporter(language: language).render(report, roster: roster)
    case .html: return ClassReportPage(language: language, roster: roster).render(report)
    case .text:
      return TextReporter(color: common.useColor && grading.output == nil, language: language)
        .render(report)
    }
  }

  /// The assignment `--exercises` or `--assignment` gives, nil for neither.
  private func readAssignment(_ course: Course) throws -> Assignment? {
    let read: Result<Assignment, AssignmentError>
    if let exercises {
      read = Assignment.parse(ids: exercises, course: course)
    } else if let assignment {
      read = AssignmentLoader.load(URL(fileURLWithPath: assignment), course: course)
    } else {
      return nil
    }
    switch read {
    case .success(let assignment): return assignment
    case .failure(let error): throw Self.unusable(error)
    }
  }

  /// Exit 2 for an assignment that cannot be used (`grade`, `serve`), every problem listed.
  static func unusable(_ error: AssignmentError) -> TutorError {
    TutorError.usage(Message("cli.grade.bad-assignment", ["problems": error.description]))
  }
}
