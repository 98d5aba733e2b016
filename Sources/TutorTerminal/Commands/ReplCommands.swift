import Foundation
import LessonKit
public import TutorSupport

/// The registry of the REPL's `:commands`, in `:help`'s order (the README's "For students"
/// lists them): a new command is a type conforming to ``ReplCommand`` and one line here.
public enum ReplCommands {
  /// Every command, in the order `:help` lists them.
  public static let all: [any ReplCommand] = [
    HelpCommand(), LessonsCommand(), LessonCommand(), NextCommand(), PrevCommand(), RunCommand(),
    ExerciseCommand(), EditCommand(), CheckCommand(), HintCommand(), SolutionCommand(),
    ResetCommand(), MoreCommand(), DocCommand(), SaveCommand(), LoadCommand(), ProgressCommand(),
    LangCommand(), ClearCommand(), QuitCommand(),
  ]

  /// The command a typed name stands for: the exact name, an alias (`q`, `exit`, `h`, `?`), or a
  /// unique prefix (`:ex` is `:exercise`, `:le` is ambiguous).
  public static func named(_ typed: String) -> (any ReplCommand)? {
    if let exact = all.first(where: { $0.name == typed || $0.aliases.contains(typed) }) {
      return exact
    }
    let matches = all.filter { $0.name.hasPrefix(typed) }
    return typed.isEmpty || matches.count != 1 ? nil : matches[0]
  }

  /// The `:help` text for a terminal `width` columns wide: each summary wrapped by words under
  /// its own column, the footer by words.
  public static func helpText(_ language: Language, width: Int = 80) -> String {
    let renderer = TerminalRenderer(width: width, style: .plain)
    let column = all.map(\.usage.count).max() ?? 0
    let lines = all.map { command in
      let lead = "  " + command.usage.padding(toLength: column + 2, withPad: " ", startingAt: 0)
      return renderer.hanging(lead, command.summary.text(language))
    }
    let footer = renderer.hanging("", Message("repl.help-footer").text(language))
    return lines.joined(separator: "\n") + "\n\n" + footer + "\n"
  }
}

/// `:help` (`:h`, `:?`, or `:` alone).
struct HelpCommand: ReplCommand {
  let name = "help"
  let aliases = ["h", "?"]
  let summary = Message("repl.command.help")
  func perform(_ argument: String?, in repl: Repl) {
    repl.say(ReplCommands.helpText(repl.language, width: repl.width))
  }
}

/// `:clear`: a clean screen at a terminal; nothing when the input is piped.
struct ClearCommand: ReplCommand {
  let name = "clear"
  let summary = Message("repl.command.clear")
  func perform(_ argument: String?, in repl: Repl) {
    if repl.configuration.interactive { repl.output.write("\u{1B}[H\u{1B}[2J") }
  }
}

/// `:quit` (`:q`, `:exit`).
struct QuitCommand: ReplCommand {
  let name = "quit"
  let aliases = ["q", "exit"]
  let summary = Message("repl.command.quit")
  func perform(_ argument: String?, in repl: Repl) { repl.quitRequested = true }
}
