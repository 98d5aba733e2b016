import LessonKit
import TutorSupport

/// A message in every language the course speaks, chosen when shown.
struct Phrase: Sendable, Hashable {
  let en: String
  let zh: String

  /// The message in `language`.
  func text(_ language: Language) -> String {
    switch language {
    case .en: return en
    case .zhHans: return zh
    }
  }
}
