/// What a learner is told about a language the tutor does not speak, the same from `--lang`
/// and from the page's switch.
extension Message {
  /// `lang` names no language the tutor speaks.
  public static func unknownLanguage(_ lang: String) -> Message {
    Message("cli.unknown-language", ["lang": lang])
  }
}
