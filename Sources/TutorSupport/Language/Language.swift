/// A language the course is written in.
///
/// English is the source language; every other language falls back to English where a translation
/// is missing.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
  /// English: `lesson.md`, `task.md`.
  case en
  /// Simplified Chinese: `lesson.zh-Hans.md`, `task.zh-Hans.md`.
  case zhHans = "zh-Hans"

  /// Reads a language tag or locale name: `en`, `en_US.UTF-8`, `zh-Hans`, `zh_CN.UTF-8`, `zh-TW`
  /// (every `zh…` maps to the Chinese translation).
  ///
  /// Returns nil for anything else, including `C` and `POSIX`.
  public init?(identifier: String) {
    let lowered = identifier.lowercased()
    if lowered == "zh" || lowered.hasPrefix("zh-") || lowered.hasPrefix("zh_")
      || lowered.hasPrefix("zh.")
    {
      self = .zhHans
    } else if lowered == "en" || lowered.hasPrefix("en-") || lowered.hasPrefix("en_")
      || lowered.hasPrefix("en.")
    {
      self = .en
    } else {
      return nil
    }
  }

  /// The language to show — the one rule every command follows: `explicit` (`--lang`) when
  /// given, else `saved` (the learner's `:lang` choice in the progress file), else
  /// `SWIFT_TUTOR_LANG` when it names a known language, else the POSIX locale (the first set of
  /// `LC_ALL`, `LC_MESSAGES`, `LANG`): Chinese when it starts with `zh`, English otherwise.
  public static func preferred(
    explicit: Language? = nil, saved: Language? = nil, environment: [String: String]
  ) -> Language {
    if let explicit { return explicit }
    if let saved { return saved }
    if let chosen = environment["SWIFT_TUTOR_LANG"].flatMap(Language.init(identifier:)) {
      return chosen
    }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    return locale?.lowercased().hasPrefix("zh") == true ? .zhHans : .en
  }

  /// What stands between two sentences written one after the other: a space in English,
  /// nothing in Chinese (whose full stop `。` already ends the sentence).
  public var sentenceGap: String { self == .zhHans ? "" : " " }

  /// The part a translated file name carries before `.md` (`lesson.zh-Hans.md`);
  /// nil for English, whose files have no suffix.
  public var fileSuffix: String? {
    self == .en ? nil : rawValue
  }

  /// The file name for `base` (`lesson`, `task`) in this language.
  public func markdownFileName(_ base: String) -> String {
    fileSuffix.map { "\(base).\($0).md" } ?? "\(base).md"
  }

  /// The Swift file name for `base` (`starter`) in this language: `starter.zh-Hans.swift`.
  public func swiftFileName(_ base: String) -> String {
    fileSuffix.map { "\(base).\($0).swift" } ?? "\(base).swift"
  }

  /// The language's own name, for menus.
  public var nativeName: String {
    switch self {
    case .en: return "English"
    case .zhHans: return "简体中文"
    }
  }
}
