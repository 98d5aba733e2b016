import ArgumentParser
import Foundation
import Grading
import Learner
import TutorSupport
import TutorTerminal

/// `swift-tutor watch [EXERCISE]`: re-check the workspace file on every save.
struct WatchCommand: ParsableCommand, CourseCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Re-check your exercise file every time you save it.",
    discussion: """
      Without EXERCISE it follows the course: it watches your current exercise and, after a \
      pass, moves on to the next one and writes its starter. Files live in ~/swift-tutor \
      (or $SWIFT_TUTOR_WORKSPACE). A pass counts in your progress, like one from :check, \
      except with --no-record or when CI is set. Ctrl-C stops.
      """)

  @Argument(help: "The exercise id (default: your current exercise).")
  var exercise: String?

  @Flag(help: "Poll the file twice a second instead of using inotify.")
  var polling = false

  @Flag(help: "Do not count passes in your progress (never counted when CI is set).")
  var noRecord = false

  @Option(help: .hidden) var maxChecks: Int?
  @Option(help: .hidden) var idleTimeout: Double?

  @OptionGroup var common: CommonOptions
  @OptionGroup var running: RunOptions

  func run() throws {
    let context = try CourseContext.load(common)
    let environment = ProcessInfo.processInfo.environment
    let learner = try common.learner()
    if noRecord { learner.stopCounting() }
    let grader = try context.makeGrader(
      limits: running.limits, verbose: common.verbose, language: learner.language,
      jail: running.noJail ? .off : .optional,
      secretFile: running.secret.secretFile)
    let configuration = ReplConfiguration(
      course: context.course, learner: learner, grader: GraderSource(grader),
      interactive: TerminalSize.outputIsTerminal, color: common.useColor, environment: environment)
    let loop: WatchLoop
    do {
      loop = try WatchLoop(
        configuration: configuration, output: StandardOutput(), exercise: exercise, polling: polling
      )
    } catch {
      throw TutorError.usage(error.message)
    }
    loop.maximumChecks = maxChecks
    loop.idleTimeout = idleTimeout
    loop.run()
  }
}
