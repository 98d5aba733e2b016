import Foundation

/// A sentence for a person, chosen before the language it is shown in is known: a catalog key
/// and its arguments, turned into text by ``text(_:)`` where it is printed or put in a result.
/// An argument may itself be a `Message` (a reason inside a sentence); it is shown in the same
/// language.
///
/// Each sentence is written in one place: its text in both catalog files, its key in one named
/// constructor, grouped by concern beside the code that says it (as swift-format's
/// `Finding.Message`):
///
/// ```swift
/// extension Message {
///   /// A `:command` the REPL does not know.
///   static func unknownCommand(_ name: String) -> Message {
///     Message("repl.unknown-command", ["name": name])
///   }
/// }
///
/// complain(.unknownCommand(typed))  // shown in the learner's language by `complain`
/// ```
public struct Message: Sendable, Hashable, CustomStringConvertible {
  /// A placeholder's value.
  public enum Argument: Sendable, Hashable {
    /// Text shown as it is.
    case text(String)
    /// A message shown in the outer message's language.
    case message(Message)
  }

  /// The catalog key.
  public let key: String
  /// The placeholder values.
  public let arguments: [String: Argument]

  /// The message `key` with `arguments` (a `Message` argument stays a message).
  public init(
    _ key: StaticString, _ arguments: KeyValuePairs<String, any CustomStringConvertible> = [:]
  ) {
    self.key = key.description
    var values: [String: Argument] = [:]
    for (name, value) in arguments {
      values[name] = (value as? Message).map(Argument.message) ?? .text(value.description)
    }
    self.arguments = values
  }

  /// The message in `language`.
  public func text(_ language: Language) -> String {
    let template =
      Catalog.files[language]?.messages[key] ?? Catalog.files[.en]?.messages[key] ?? key
    return Catalog.fill(template) { name in
      switch arguments[name] {
      case .text(let text): return text
      case .message(let message): return message.text(language)
      case nil: return nil
      }
    }
  }

  /// The message in English (logs, `String(describing:)`).
  public var description: String { text(.en) }
}

extension Sequence<Message> {
  /// The messages in `language`, one after the other with `separator` between them: a sentence
  /// the catalog writes in parts (a summary and its optional tail, phrases a view lays out).
  public func text(_ language: Language, separator: String = "") -> String {
    map { $0.text(language) }.joined(separator: separator)
  }
}

/// An error that says itself with a catalog message: where a learner sees an error (the REPL's
/// "could not run the input: …"), it is shown in their language, never as a type dump.
public protocol MessageError: Error {
  /// What the error says.
  var message: Message { get }
}
