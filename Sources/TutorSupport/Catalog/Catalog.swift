import Foundation

/// Every sentence a learner or teacher reads, in each language: one catalog file per language
/// (`Sources/TutorSupport/Catalog/en.catalog`, `zh-Hans.catalog`), built into the binary and
/// parsed once, on first use.
///
/// Code names a sentence by its key, always as a string literal at the call — in a ``Message``
/// constructor (`Message("repl.welcome")`), or in `Catalog.text("web.nav.lessons", language)`
/// where the text is shown at once — so that `CatalogTests` can find every key the code uses and
/// check that both languages have it, that neither file has a key nobody uses, and that both
/// languages' texts have the same `{placeholders}`.
public enum Catalog {
  /// The parsed catalog of each language.
  public static let files: [Language: CatalogFile] = [
    .en: CatalogFile(parsing: String(decoding: PackageResources.en_catalog, as: UTF8.self)),
    .zhHans: CatalogFile(
      parsing: String(decoding: PackageResources.zh_Hans_catalog, as: UTF8.self)),
  ]

  /// The message `key` in `language` with its `{placeholders}` filled from `arguments`: the
  /// same as `Message(key, arguments).text(language)`, for a sentence shown where it is chosen
  /// (a page, a view).
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
