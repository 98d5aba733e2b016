import ArgumentParser
import Foundation
import Grading
import Reports
import SwiftToolchain
import TutorSupport

/// `swift-tutor merge RESULTS.json…`: join the sealed JSON results of a class's CI shards.
struct MergeCommand: ParsableCommand, LanguageChoosing {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join `grade --format json` results of CI shards into one report.",
    discussion: """
      Takes only reports `grade` (or `merge`) wrote and sealed with the same grading key \
      (--secret-file, $SWIFT_TUTOR_SECRET, else this machine's key), all from one --shard K/N \
      split and one swift-tutor build, every shard once. The JSON it writes is sealed too, so \
      it can be merged again. Exit status: 0, 2 bad input (unreadable, not a sealed report, \
      edited, another key, split or build, a shard twice or missing, a submission twice).
      """)

  @Argument(help: "Result files written by `grade --format json` (or `merge`).")
  var files: [String]

  @Option(
    help:
      "Output format: json, junit, text, csv, html, or canvas or moodle (with --roster).")
  var format: ReportFormat = .json

  @Option(
    help: "The class's roster CSV: marks (csv), the gradebooks (canvas, moodle), names (html).")
  var roster: String?

  @Option(
    help:
      "Write the merged report to this file (- for standard output); a device or FIFO is written through."
  )
  var output: String?

  @Option(
    help: """
      Also write each student's own report, and no one else's, into this folder as \
      <student>.md (Markdown in --lang), for handing out.
      """)
  var perStudent: String?

  @Flag(
    help: """
      Merge even when shards are missing (saying which on standard error); edited, foreign \
      or duplicate shards are still refused.
      """)
  var allowPartial = false

  @OptionGroup var secret: SecretOptions

  @OptionGroup var languageOption: LanguageOption

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one results file") }
  }

  func run() throws {
    try Console.checkOutput(output)
    try Console.prepareFolder(perStudent)
    let key = try secret.key()
    let language = try languageOption.resolved()
    var shards: [SealedShard] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw TutorError.usage(.cannotRead(file))
      }
      shards.append(try refusing { try ShardMerge.open(data, path: file, key: key) })
    }
    let joined = try refusing { try ShardMerge.join(shards, allowPartial: allowPartial) }
    if let count = joined.report.shards?.count, !joined.missing.isEmpty {
      let list = MergeProblem.list(joined.missing, of: count)
      Console.notice(
        joined.missing.count == 1
          ? Message("cli.merge.partial.one", ["shards": list])
          : Message("cli.merge.partial.other", ["shards": list]), language)
    }
    let merged = joined.report
    try Console.emitPerStudent(merged, to: perStudent, language)
    switch format {
    case .json:
      let coverage = merged.shards ?? .whole
      let build = merged.build ?? ToolBuild.current
      let sealed: BatchReport
      do {
        sealed = try merged.sealed(shards: coverage, build: build, key: key)
      } catch {
        throw TutorError.internal(error)
      }
      try Console.emit(JSONReporter.render(sealed), to: output)
    case .junit:
      try Console.emit(JUnitReporter.render(merged, language: language), to: output)
    case .csv:
      try Console.emit(
        CSVReporter(language: language).render(merged, roster: try RosterFile.load(roster)),
        to: output)
    case .canvas, .moodle:
      guard let roster = try RosterFile.load(roster) else {
        throw TutorError.usage(Message("cli.merge.needs-roster", ["format": format.rawValue]))
      }
      let book: GradebookReporter.Gradebook = format == .canvas ? .canvas : .moodle
      GradebookNotices.say(merged, roster: roster, book: book, language)
      try Console.emit(GradebookReporter(book).render(merged, roster: roster), to: output)
    case .html:
      let page = ClassReportPage(language: language, roster: try RosterFile.load(roster))
      try Console.emit(page.render(merged), to: output)
    case .text:
      try Console.emit(TextReporter(color: false, language: language).render(merged), to: output)
    case .classroom, .markdown:
      throw TutorError.usage(Message("cli.merge.one-student-format", ["format": format.rawValue]))
    }
  }

  /// `body`'s refusals as usage errors (exit 2) in catalog words.
  private func refusing<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let problem as MergeProblem {
      throw TutorError.usage(problem.message)
    } catch let error as EvaluatorError {
      throw TutorError.usage(error.message)
    } catch {
      throw TutorError.usage(.detail(String(describing: error)))
    }
  }
}
