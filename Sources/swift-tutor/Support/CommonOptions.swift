import ArgumentParser
import Foundation
import Grading
import Learner
import LessonKit
import Sandbox
import TutorSupport
import TutorTerminal

/// Options every command that reads the course shares.
struct CommonOptions: ParsableArguments {
  @Option(help: "The lessons folder (default: $SWIFT_TUTOR_LESSONS, else the bundled Lessons/).")
  var lessons: String?

  @OptionGroup var languageOption: LanguageOption

  @Flag(help: "No ANSI colours (also when NO_COLOR is set or output is not a terminal).")
  var noColor = false

  @Flag(help: "Say more about what happens (isolation mode, limits, caches).")
  var verbose = false

  /// The learner's state (progress, language, workspace) at the standard places.
  func learner() throws -> LearnerSession {
    LearnerSession.standard(explicitLanguage: try languageOption.explicit())
  }

  /// The language to show, by the one rule (``LearnerSession/language``): `--lang`, else the
  /// saved `:lang` choice, else `$SWIFT_TUTOR_LANG`, else the locale.
  func language() throws -> Language { try languageOption.resolved() }

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
    help: """
      Output format: text, json, junit, csv (marks), html (the class's item analysis), \
      classroom (GitHub Classroom's autograding reporter; grade: DIR is one student's folder), \
      markdown (a student's own report for a job summary; grade: the same), canvas or moodle \
      (a gradebook's import file, with --roster).
      """)
  var format: ReportFormat = .text

  @Option(
    help:
      "Write the report to this file (- for standard output); a device or FIFO is written through.")
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
  case text, json, junit, csv, html, classroom, markdown, canvas, moodle

  /// Whether it is a gradebook's import file, made from `--roster`.
  var isGradebook: Bool { self == .canvas || self == .moodle }

  /// Whether the report is one student's: `grade` reads DIR as that student's own folder.
  var isOneStudents: Bool { self == .classroom || self == .markdown }
}
