import ArgumentParser
import Evaluator
import Foundation
import LessonKit
import TutorSupport

/// Options every command that reads the course shares.
struct CommonOptions: ParsableArguments {
  @Option(help: "The lessons folder (default: $SWIFT_TUTOR_LESSONS, else the bundled Lessons/).")
  var lessons: String?

  @Option(help: "Language: en or zh-Hans (default: $SWIFT_TUTOR_LANG, then $LANG).")
  var lang: String?

  @Flag(help: "No ANSI colours (also when NO_COLOR is set or output is not a terminal).")
  var noColor = false

  @Flag(help: "Say more about what happens (isolation mode, limits, caches).")
  var verbose = false

  /// The chosen language.
  func language() throws -> Language {
    if let lang {
      guard let language = Language(identifier: lang) else {
        throw ValidationError("unknown language '\(lang)': use en or zh-Hans")
      }
      return language
    }
    return Language.preferred(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether standard output gets colours (``ANSIStyle/preferred(isTerminal:environment:plainRequested:)``).
  var useColor: Bool {
    ANSIStyle.preferred(
      isTerminal: TerminalSize.outputIsTerminal, environment: ProcessInfo.processInfo.environment,
      plainRequested: noColor
    ).enabled
  }
}

/// Options of the grading commands.
struct GradingOptions: ParsableArguments {
  @Option(help: "Output format: text, json or junit.")
  var format: ReportFormat = .text

  @Option(help: "Write the report to this file instead of standard output.")
  var output: String?

  @Option(help: "Wall-clock limit per run in seconds (CPU limit: half of it, at least 1 s).")
  var timeout: Double?

  @Flag(
    help: """
      Run submissions without the bubblewrap jail: only for code you trust (limits still apply; \
      the program can read and write what this user can).
      """)
  var noJail = false

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
  case text, json, junit
}
