import Foundation

extension Language {
  /// The language a browser asks for first among those the tutor speaks, from an HTTP
  /// `Accept-Language` header (`zh-CN,zh;q=0.9,en;q=0.8`): the highest weight wins, the
  /// earlier of equal weights; nil when it names none the tutor speaks (or only with `q=0`).
  public static func accepted(_ header: String) -> Language? {
    var best: (language: Language, weight: Double)?
    for item in header.split(separator: ",") {
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let tag = parts.first, let language = Language(identifier: tag) else { continue }
      let weight =
        parts.dropFirst().lazy.compactMap { part -> Double? in
          guard part.hasPrefix("q=") else { return nil }
          return Double(part.dropFirst(2))
        }.first ?? 1
      guard weight > 0, weight > (best?.weight ?? 0) else { continue }
      best = (language, weight)
    }
    return best?.language
  }
}

/// What a learner is told about a language the tutor does not speak, the same from `--lang`
/// and from the page's switch.
extension Message {
  /// `lang` names no language the tutor speaks.
  public static func unknownLanguage(_ lang: String) -> Message {
    Message("cli.unknown-language", ["lang": lang])
  }
}
