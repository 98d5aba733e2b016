import Foundation

/// Every sentence a learner or teacher reads, in each language: one catalog file per language
/// (`Sources/TutorSupport/Catalog/en.catalog`, `zh-Hans.catalog`), built into the binary and
/// parsed once, on first use.
///
/// Code names a message by its key, always as a string literal at the call
/// (`Catalog.text("repl.welcome", language)`), so that `CatalogTests` can find every key the code
/// uses and check that both languages have it, that neither file has a key nobody uses, and that
/// both languages' texts have the same `{placeholders}`.
public enum Catalog {
  /// The parsed catalog of each language.
  public static let files: [Language: CatalogFile] = [
    .en: CatalogFile(parsing: String(decoding: PackageResources.en_catalog, as: UTF8.self)),
    .zhHans: CatalogFile(
      parsing: String(decoding: PackageResources.zh_Hans_catalog, as: UTF8.self)),
  ]

  /// The message `key` in `language` with its `{placeholders}` filled from `arguments`.
  ///
  /// A key missing in `language` falls back to English, and one missing in English shows the
  /// key itself; `CatalogTests` keeps both from happening.
  public static func text(
    _ key: StaticString, _ language: Language,
    _ arguments: KeyValuePairs<String, any CustomStringConvertible> = [:]
  ) -> String {
    let name = key.description
    let template = files[language]?.messages[name] ?? files[.en]?.messages[name] ?? name
    return fill(template) { name in
      guard let value = arguments.first(where: { $0.key == name })?.value else { return nil }
      return (value as? Message)?.text(language) ?? value.description
    }
  }

  /// `template` with each `{name}` replaced by `value(name)`, in one pass: a value that itself
  /// contains `{…}` (a student's text) is never read as a placeholder. Placeholders without a
  /// value stay as they are.
  static func fill(_ template: String, _ value: (String) -> String?) -> String {
    guard template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += value(name) ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}

/// A message chosen before the language it is shown in is known: a catalog key and its
/// arguments, turned into text by ``text(_:)``. An argument may itself be a `Message` (a reason
/// inside a sentence); it is shown in the same language.
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
