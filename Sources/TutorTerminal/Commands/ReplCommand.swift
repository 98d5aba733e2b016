public import TutorSupport

/// A `:command` of the REPL: one type owns its name, how it is typed, its `:help` line, what
/// Tab offers after it and what it does. ``ReplCommands/all`` is the registry `:help`, Tab and
/// the dispatcher read; the README's "Adding a REPL command" is the recipe.
///
/// ```swift
/// struct DocCommand: ReplCommand {
///   let name = "doc"
///   let usage = ":doc NAME"
///   let summary = Message("repl.command.doc")
///   func perform(_ argument: String?, in repl: Repl) { repl.showDocumentation(argument) }
/// }
/// ```
public protocol ReplCommand: Sendable {
  /// The name typed after the colon (`doc`); a unique prefix is taken for it.
  var name: String { get }
  /// Other names typed for it in full (`q` and `exit` for `quit`); none by default.
  var aliases: [String] { get }
  /// How it is typed, `:doc NAME`; `:` and the name by default.
  var usage: String { get }
  /// What it does, in one line of `:help` (its catalog key is `repl.command.NAME`).
  var summary: Message { get }
  /// What Tab offers after the name, in this order; nothing by default.
  var arguments: [ReplArgument] { get }
  /// Does it with the text after the name, `nil` when there is none.
  func perform(_ argument: String?, in repl: Repl)
}

extension ReplCommand {
  /// No other names.
  public var aliases: [String] { [] }
  /// `:` and the name.
  public var usage: String { ":" + name }
  /// Tab offers nothing after the name.
  public var arguments: [ReplArgument] { [] }
}

/// What Tab offers after a command's name (as swift-argument-parser's `CompletionKind`): the
/// REPL fills in the ids of the course it has open.
public enum ReplArgument: Sendable, Hashable {
  /// The course's lesson ids and folder names.
  case lesson
  /// The course's exercise ids.
  case exercise
  /// This word.
  case word(String)
}
