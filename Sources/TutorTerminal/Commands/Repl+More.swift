import LiveSession
import TutorSupport

/// `:more`: what the last input's lines folded away.
///
/// A line such as `let big = xs.filter { $0 > 1 }` logs its own value once and, inside its
/// braces, a `$0` and a `Bool` for every element. The REPL shows the line's own value and one
/// folded note (`⋯ 8 more values from inside { } on this line`); `:more` lists them, each under
/// its line, as a playground's sidebar does when a closure's result is opened.
extension Repl {
  /// Lists the values the last input folded, or says there were none.
  func showFolded() {
    guard !lastFolded.isEmpty else { return say(Message("repl.more.none")) }
    output.write(PlaygroundStyle(color: color, language: language).foldedListing(lastFolded))
  }
}

/// `:more`.
struct MoreCommand: ReplCommand {
  let name = "more"
  let summary = Message("repl.command.more")
  func perform(_ argument: String?, in repl: Repl) { repl.showFolded() }
}
