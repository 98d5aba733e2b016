import Yams

/// Turns a Yams error into a file line and a short reason; Yams' lines count
/// from the start of the YAML text, which begins after `lineOffset` file lines.
enum YAMLErrorText {
  static func describe(_ error: Error, text: String, lineOffset: Int) -> (
    line: Int?, reason: String
  ) {
    guard let yamlError = error as? YamlError else { return (nil, "\(error)") }
    switch yamlError {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let during = context.map { " (\($0.text) on line \($0.mark.line + lineOffset))" } ?? ""
      return (mark.line + lineOffset, problem + during)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return (context.mark.line + lineOffset, "the key \(keys) appears more than once")
    case .reader(let problem, let offset, _, _):
      return (offset.map { lineOfCharacter(at: $0, in: text) + lineOffset }, problem)
    default:
      return (nil, "\(yamlError)")
    }
  }

  /// The 1-based line holding the character at `offset`.
  private static func lineOfCharacter(at offset: Int, in text: String) -> Int {
    1 + text.prefix(offset).filter { $0 == "\n" }.count
  }
}
