import ArgumentParser
import Evaluator
import Foundation
import Learner
import LessonKit
import TutorREPL
import TutorSupport

/// Options every command that reads the course shares.
struct CommonOptions: ParsableArguments {
  @Option(help: "The lessons folder (default: $SWIFT_TUTOR_LESSONS, else the bundled Lessons/).")
  var lessons: String?

  @Option(
    help:
      "Language: en or zh-Hans (default: your :lang choice, else $SWIFT_TUTOR_LANG, else $LANG).")
  var lang: String?

  @Flag(help: "No ANSI colours (also when NO_COLOR is set or output is not a terminal).")
  var noColor = false

  @Flag(help: "Say more about what happens (isolation mode, limits, caches).")
  var verbose = false

  /// `--lang`, when given.
  func explicitLanguage() throws -> Language? {
    guard let lang else { return nil }
    guard let language = Language(identifier: lang) else {
      throw TutorError.usage(Message("cli.unknown-language", ["lang": lang]))
    }
    return language
  }

  /// The learner's state (progress, language, workspace) at the standard places.
  func learner() throws -> LearnerSession {
    LearnerSession.standard(explicitLanguage: try explicitLanguage())
  }

  /// The language to show, by the one rule (``LearnerSession/language``): `--lang`, else the
  /// saved `:lang` choice, else `$SWIFT_TUTOR_LANG`, else the locale.
  func language() throws -> Language {
    let environment = ProcessInfo.processInfo.environment
    let explicit = try explicitLanguage()
    let store = ProgressStore(url: ProgressStore.defaultURL(environment: environment))
    return Language.preferred(
      explicit: explicit, saved: explicit == nil ? store.savedLanguage() : nil,
      environment: environment)
  }

  /// Whether standard output gets colours (``ANSIStyle/preferred(isTerminal:environment:plainRequested:)``).
  var useColor: Bool {
    ANSIStyle.preferred(
      isTerminal: TerminalSize.outputIsTerminal, environment: ProcessInfo.processInfo.environment,
      plainRequested: noColor
    ).enabled
  }
}

/// Options of the grading commands that write a report (`check`, `grade`).
struct GradingOptions: ParsableArguments {
  @Option(
    help: "Output format: text, json, junit, csv (marks) or html (the class's item analysis).")
  var format: ReportFormat = .text

  @Option(help: "Write the report to this file instead of standard output.")
  var output: String?

  @OptionGroup var running: RunOptions

  /// The sandbox limits these options ask for.
  var limits: SandboxLimits { running.limits }

  /// `--no-jail`.
  var noJail: Bool { running.noJail }
}

/// How student programs run: the time limit and the jail (`check`, `grade`, `watch`).
struct RunOptions: ParsableArguments {
  @Option(help: "Wall-clock limit per run in seconds (CPU limit: half of it, at least 1 s).")
  var timeout: Double?

  @Flag(
    help: """
      Run submissions without the bubblewrap jail: only for code you trust (limits still apply; \
      the program can read and write what this user can).
      """)
  var noJail = false

  @OptionGroup var secret: SecretOptions

  /// The sandbox limits these options ask for.
  var limits: SandboxLimits { timeout.map { SandboxLimits(timeout: $0) } ?? SandboxLimits() }

  /// Rejects nonsense limits.
  func validate() throws {
    if let timeout, !(timeout > 0 && timeout <= 3600) {
      throw ValidationError("--timeout must be more than 0 and at most 3600 seconds")
    }
  }
}

/// `--format`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, junit, csv, html
}
