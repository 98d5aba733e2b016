import ArgumentParser
import Evaluator
import Foundation
import TutorSupport

/// `swift-tutor merge RESULTS.json…`: join the JSON results of CI shards.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join `grade --format json` results of CI shards into one report.",
    discussion: "Exit status: 0, 2 bad input (unreadable, not a report, a submission twice).")

  @Argument(help: "Result files written by `grade --format json`.")
  var files: [String]

  @Option(help: "Output format: json, junit or text.")
  var format: ReportFormat = .json

  @Option(help: "Write the merged report to this file instead of standard output.")
  var output: String?

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one results file") }
  }

  func run() throws {
    var reports: [BatchReport] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw TutorError.usage(Message("cli.cannot-read", ["path": file]))
      }
      do {
        reports.append(try JSONReporter.decodeBatch(data, path: file))
      } catch {
        throw TutorError.usage(Message("cli.detail", ["detail": String(describing: error)]))
      }
    }
    let merged: BatchReport
    do {
      merged = try BatchReport.merge(reports)
    } catch {
      throw TutorError.usage(Message("cli.detail", ["detail": String(describing: error)]))
    }
    switch format {
    case .json: try Console.emit(JSONReporter.render(merged), to: output)
    case .junit: try Console.emit(JUnitReporter.render(merged.results), to: output)
    case .text: try Console.emit(TextReporter(color: false).render(merged), to: output)
    }
  }
}
