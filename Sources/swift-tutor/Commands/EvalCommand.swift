import ArgumentParser
import Foundation
import Grading
import LiveSession
import Sandbox
import TutorSupport
import TutorTerminal

/// `swift-tutor eval [FILE|-]`: run a file playground-style, showing each line's values.
struct EvalCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract:
      "Run a Swift file playground-style: every line's values and printed output, in order.",
    discussion: """
      MealKit and Shapes are imported. Values print as `LINE │ name: Type = value`, \
      printed output as `LINE ▸ text`. Exit status: 0, 1 compile error or crash.
      """)

  @Argument(help: "The Swift file, or - for standard input.")
  var file: String = "-"

  @OptionGroup var common: CommonOptions

  @Option(help: "Wall-clock limit in seconds.")
  var timeout: Double?

  func run() throws {
    let source: String
    if file == "-" {
      source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw TutorError.usage(.cannotRead(file))
      }
      source = text
    }
    // Without a course (a folder that does not load), eval still runs the file.
    let context = try? CourseContext.load(common)
    let limits = timeout.map { SandboxLimits(timeout: $0) } ?? SandboxLimits()
    let language = try common.language()
    let grader = try (context ?? CourseContext.bare()).makeGrader(
      limits: limits, verbose: common.verbose, language: language, jail: .optional)
    let session = PlaygroundSession(cache: grader.cache, sandbox: grader.sandbox)
    let name = file == "-" ? "stdin" : URL(fileURLWithPath: file).lastPathComponent
    let result: PlaygroundResult
    do {
      result = try session.evaluateFile(source, name: name, language: language)
    } catch {
      throw TutorError.internal(error)
    }
    let style = PlaygroundStyle(color: common.useColor, language: language)
    print(style.fileListing(result.events), terminator: "")
    let warnings = style.warnings(result.warnings, language: language)
    if !warnings.isEmpty { FileHandle.standardError.write(Data(warnings.utf8)) }
    if let message = result.message {
      Console.error(message)
      throw ExitCode(1)
    }
  }
}
