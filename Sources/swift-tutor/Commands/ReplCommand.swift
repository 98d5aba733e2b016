import ArgumentParser
import Evaluator
import Foundation
import LessonKit
import LineEditing
import TutorREPL

/// `swift-tutor` (no subcommand): the REPL on a terminal, the scripted REPL on piped input.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "The learning REPL (the default): lessons, playground values, exercises.",
    discussion: """
      On a terminal: line editing, history, Tab completion; opens on your current lesson. \
      With piped input: no prompts; values on standard output, problems on standard error. \
      Type :help inside for the commands.
      """)

  @OptionGroup var common: CommonOptions

  func run() throws {
    let context = try CourseContext.load(common)
    let environment = ProcessInfo.processInfo.environment
    let interactive = LineReaderFactory.isInteractive
    let verbose = common.verbose
    let language = try common.language()
    let grader = GraderSource {
      try context.makeGrader(
        limits: SandboxLimits(), verbose: verbose, language: language, jail: .optional)
    }
    var configuration = ReplConfiguration(
      course: context.course, language: try common.language(),
      languageIsExplicit: common.lang != nil,
      progressStore: ProgressStore(url: ProgressStore.defaultURL(environment: environment)),
      workspace: Workspace.standard(environment: environment), grader: grader,
      interactive: interactive, color: common.useColor, environment: environment)
    if let home = context.home {
      configuration.sampleSourceFolders = ModuleCache.sampleModules.map(home.sources(of:))
    }
    let reader: any LineReader
    do {
      reader = try LineReaderFactory.make(
        historyURL: LineReaderFactory.defaultHistoryURL(environment: environment))
    } catch {
      Console.error("swift-tutor: no line editing (\(error)); reading plain lines")
      reader = ScriptedLineReader(handle: .standardInput)
    }
    Repl(configuration: configuration, reader: reader, output: StandardOutput()).run()
  }
}
