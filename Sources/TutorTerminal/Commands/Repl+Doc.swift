import Grading
import Learner
import LessonKit
import SourceKitCompletion
import SwiftToolchain
import TutorSupport

extension Repl {
  /// `:doc NAME` (and `?NAME`): the declaration and documentation comment of `NAME` as the
  /// session sees it — a sample library's type, a standard library member, a name you
  /// declared — from sourcekit-lsp, rendered like a lesson, in the learner's language where the
  /// library gives one (``DocumentationLanguage``).
  func showDocumentation(_ name: String?) {
    guard let name, !name.isEmpty else {
      return complain(.docUsage)
    }
    guard let swift = swiftCompletion(), swift.ready(within: .seconds(20)) else {
      return complain(.docUnavailable)
    }
    guard
      let text = swift.documentation(
        of: name, kept: symbols.keptInputs, deadline: .seconds(10))
    else {
      return complain(.noDocumentation(name))
    }
    let shown = DocumentationLanguage.text(text, language: language)
    say(TerminalRenderer(width: width, style: color ? .ansi : .plain).render(markdown: shown))
  }

  /// The session's sourcekit-lsp: the one the REPL started at a terminal, else one started now
  /// (piped input asks for documentation too).
  private func swiftCompletion() -> SwiftCompletion? {
    if let started = symbols.swift { return started }
    guard let made = try? configuration.grader.grader() else { return nil }
    let completion = SwiftCompletion(
      toolchain: made.cache.toolchain, modules: made.cache.directory,
      imports: ModuleCache.sampleModules)
    symbols.attach(completion)
    return completion
  }

  /// The name of a `?NAME` line (`?Meal`, `?meal.rating`): no Swift line starts with `?`.
  static func documentationQuery(_ line: String) -> String? {
    let text = line.trimmingWhitespace()
    guard text.hasPrefix("?") else { return nil }
    let name = String(text.dropFirst()).trimmingWhitespace()
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    return name
  }
}

/// What `:doc` says when it shows nothing (the catalog's `repl.doc.*` keys).
extension Message {
  /// `:doc` without a name.
  static let docUsage = Message("repl.doc.usage")

  /// No sourcekit-lsp beside the compiler, or it did not start.
  static let docUnavailable = Message("repl.doc.unavailable")

  /// sourcekit-lsp knows no declaration of `name` in the session.
  static func noDocumentation(_ name: String) -> Message {
    Message("repl.doc.none", ["name": name])
  }
}

/// `:doc NAME`.
struct DocCommand: ReplCommand {
  let name = "doc"
  let usage = ":doc NAME"
  let summary = Message("repl.command.doc")
  func perform(_ argument: String?, in repl: Repl) { repl.showDocumentation(argument) }
}
