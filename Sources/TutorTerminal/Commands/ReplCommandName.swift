import LessonKit
import TutorSupport

/// The `:commands` of the REPL (the README's "For students" lists them), with their argument
/// forms and help lines.
public enum ReplCommandName: String, CaseIterable, Sendable {
  case help, lessons, lesson, next, prev, run, exercise, edit, check, hint, solution, reset
  case more, doc, save, load, progress, lang, clear, quit

  /// The command a typed name stands for: the exact name, `q`/`exit` for quit, `h`/`?` for
  /// help, or a unique prefix (`:ex` is `:exercise`, `:le` is ambiguous).
  public static func named(_ typed: String) -> ReplCommandName? {
    if let exact = ReplCommandName(rawValue: typed) { return exact }
    switch typed {
    case "q", "exit": return .quit
    case "h", "?": return .help
    default: break
    }
    let matches = allCases.filter { $0.rawValue.hasPrefix(typed) }
    return typed.isEmpty || matches.count != 1 ? nil : matches[0]
  }

  /// How the command is typed, e.g. `:lesson [N]`.
  public var usage: String {
    switch self {
    case .lesson: return ":lesson [N|ID]"
    case .run: return ":run N"
    case .exercise: return ":exercise [ID]"
    case .check: return ":check [ID]"
    case .hint: return ":hint [ID]"
    case .solution: return ":solution"
    case .doc: return ":doc NAME"
    case .reset: return ":reset [exercise]"
    case .save: return ":save FILE"
    case .load: return ":load FILE"
    case .lang: return ":lang [en|zh-Hans]"
    default: return ":" + rawValue
    }
  }

  /// One line saying what the command does.
  public func summary(_ language: Language) -> String {
    switch self {
    case .help: return Catalog.text("repl.command.help", language)
    case .lessons: return Catalog.text("repl.command.lessons", language)
    case .lesson: return Catalog.text("repl.command.lesson", language)
    case .next: return Catalog.text("repl.command.next", language)
    case .prev: return Catalog.text("repl.command.prev", language)
    case .run: return Catalog.text("repl.command.run", language)
    case .exercise: return Catalog.text("repl.command.exercise", language)
    case .edit: return Catalog.text("repl.command.edit", language)
    case .check: return Catalog.text("repl.command.check", language)
    case .hint: return Catalog.text("repl.command.hint", language)
    case .solution: return Catalog.text("repl.command.solution", language)
    case .reset: return Catalog.text("repl.command.reset", language)
    case .more: return Catalog.text("repl.command.more", language)
    case .doc: return Catalog.text("repl.command.doc", language)
    case .save: return Catalog.text("repl.command.save", language)
    case .load: return Catalog.text("repl.command.load", language)
    case .progress: return Catalog.text("repl.command.progress", language)
    case .lang: return Catalog.text("repl.command.lang", language)
    case .clear: return Catalog.text("repl.command.clear", language)
    case .quit: return Catalog.text("repl.command.quit", language)
    }
  }

  /// The `:help` text for a terminal `width` columns wide: each summary wrapped by words under
  /// its own column, the footer by words.
  public static func helpText(_ language: Language, width: Int = 80) -> String {
    let renderer = TerminalRenderer(width: width, style: .plain)
    let column = allCases.map(\.usage.count).max() ?? 0
    let lines = allCases.map { command in
      let lead = "  " + command.usage.padding(toLength: column + 2, withPad: " ", startingAt: 0)
      return renderer.hanging(lead, command.summary(language))
    }
    let footer = renderer.hanging("", Catalog.text("repl.help-footer", language))
    return lines.joined(separator: "\n") + "\n\n" + footer + "\n"
  }
}
