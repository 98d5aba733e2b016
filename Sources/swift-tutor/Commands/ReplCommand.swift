import ArgumentParser
import Foundation
import Grading
import Learner
import LessonKit
import LineEditing
import Sandbox
import SwiftToolchain
import TutorSupport
import TutorTerminal

/// `swift-tutor` (no subcommand): the REPL on a terminal, the scripted REPL on piped input.
struct ReplCommand: ParsableCommand, CourseCommand {
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
    let verbose = common.verbose
    let learner = try common.learner()
    // `--lang` at the REPL is the learner's choice, kept as `:lang` keeps it: `watch` and
    // `check` in another terminal, and the starters they write, speak it too (a newcomer's
    // `swift-tutor --lang zh-Hans` was followed by an English watch and an English starter).
    if let chosen = try common.languageOption.explicit(), let problem = learner.choose(chosen) {
      Console.notice(problem, chosen)
    }
    let language = learner.language
    let grader = GraderSource {
      try context.makeGrader(
        limits: SandboxLimits(), verbose: verbose, language: language, jail: .optional)
    }
    var configuration = ReplConfiguration(
      course: context.course, learner: learner, grader: grader,
      interactive: LineReaderFactory.isInteractive, color: common.useColor,
      environment: environment)
    if let home = context.home {
      configuration.sampleSourceFolders = ModuleCache.sampleModules.map(home.sources(of:))
    }
    let reader: any LineReader
    do {
      reader = try LineReaderFactory.make(
        historyURL: LineReaderFactory.defaultHistoryURL(environment: environment))
    } catch {
      Console.notice(Message("cli.no-line-editing", ["reason": "\(error)"]), language)
      reader = ScriptedLineReader(handle: .standardInput)
    }
    Repl(configuration: configuration, reader: reader, output: StandardOutput()).run()
  }
}
