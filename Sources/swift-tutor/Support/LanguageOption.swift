import ArgumentParser
import Foundation
import Learner
import TutorSupport

/// `--lang`: parsed once, by ArgumentParser, with the rest of a command's options, and resolved
/// by the one rule (``Language/preferred(explicit:saved:environment:)``). Every command that
/// speaks has it (``LanguageChoosing``); `main` prints a command's error in the language it
/// chose (``forErrors(of:)``).
struct LanguageOption: ParsableArguments {
  @Option(
    help: """
      Language: en or zh-Hans (default: your :lang choice, else $SWIFT_TUTOR_LANG, else the \
      locale: $LC_ALL, $LC_MESSAGES or $LANG).
      """)
  var lang: String?

  /// `--lang`, when given; a language the tutor does not speak is a usage error.
  func explicit() throws -> Language? {
    guard let lang else { return nil }
    guard let language = Language(identifier: lang) else {
      throw TutorError.usage(.unknownLanguage(lang))
    }
    return language
  }

  /// The language to show: `--lang`, else the saved `:lang` choice, else `$SWIFT_TUTOR_LANG`,
  /// else the locale.
  func resolved() throws -> Language {
    Self.preferred(explicit: try explicit())
  }

  /// The language to show where a `--lang` the tutor does not speak must not stop anything (an
  /// error being printed, `new`'s report): it counts as not given.
  var lenient: Language {
    Self.preferred(explicit: (try? explicit()) ?? nil)
  }

  /// The language by the one rule, the saved choice read without changing the progress file.
  static func preferred(
    explicit: Language?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Language {
    let store = ProgressStore(url: ProgressStore.defaultURL(environment: environment))
    return Language.preferred(
      explicit: explicit, saved: explicit == nil ? store.savedLanguage() : nil,
      environment: environment)
  }

  /// The language `main` prints an error of `command` in: the one its `--lang` chose
  /// (``lenient``: an unknown `--lang` may be the error), read when the error is printed (a
  /// `:lang` saved meanwhile counts); by the rest of the rule for a command without the option.
  static func forErrors(of command: (any ParsableCommand)?) -> Language {
    guard let chooser = command as? any LanguageChoosing else { return preferred(explicit: nil) }
    return chooser.languageOption.lenient
  }
}

/// A command whose messages follow its `--lang`.
protocol LanguageChoosing {
  /// The command's `--lang`.
  var languageOption: LanguageOption { get }
}

/// A command that reads the course, with the options every such command shares; its `--lang`
/// is among them.
protocol CourseCommand: LanguageChoosing {
  /// `--lessons`, `--lang`, `--no-color`, `--verbose`.
  var common: CommonOptions { get }
}

extension CourseCommand {
  var languageOption: LanguageOption { common.languageOption }
}
