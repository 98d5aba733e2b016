import TutorSupport

/// The tips for an optional used as a plain value that name the learner's own code, read at
/// the error's column: a dictionary's value (`tally[rating] += 1`: give the missing key a
/// default) and a member of an optional (`meal.rating` on a `Meal?`: unwrap, or `?.`).
///
/// The compiler's own answer to both is `!` (its note) — the way to a crash: a newcomer
/// followed it in the counting exercise and every check crashed, and the general tip (`if let
/// value = maybe`) never said `default:`.
enum OptionalTip {
  /// The tip for the compiler's `message` about the code `line`, the error at the 1-based
  /// character `column`; nil when it is not one of these.
  static func tip(for message: String, line: Substring, column: Int) -> Message? {
    let characters = Array(line)
    guard column >= 1, column <= characters.count else { return nil }
    let at = column - 1
    if message.contains("must be unwrapped to a value of type"), characters[at] == "[",
      let name = word(endingBefore: at, in: characters), !name.isEmpty,
      let key = bracketed(from: at, in: characters)
    {
      return Message("diagnostic.tip.dictionary-default", ["name": name, "key": key])
    }
    if message.contains("must be unwrapped to refer to member") {
      let quoted = DiagnosticTip.quoted(message)
      guard quoted.count >= 2, let base = word(startingAt: at, in: characters) else { return nil }
      return Message(
        "diagnostic.tip.unwrap-member",
        ["name": base, "type": quoted[0], "member": quoted[1], "open": "{", "close": "}"])
    }
    return nil
  }

  /// The identifier that ends just before `index` (the dictionary's name before its `[`).
  private static func word(endingBefore index: Int, in characters: [Character]) -> String? {
    var start = index
    while start > 0, isIdentifier(characters[start - 1]) { start -= 1 }
    guard start < index, !characters[start].isNumber else { return nil }
    return String(characters[start..<index])
  }

  /// The identifier that starts at `index` (the optional before its `.member`).
  private static func word(startingAt index: Int, in characters: [Character]) -> String? {
    var end = index
    while end < characters.count, isIdentifier(characters[end]) { end += 1 }
    guard end > index, !characters[index].isNumber else { return nil }
    return String(characters[index..<end])
  }

  /// What is inside the bracket that opens at `index`, up to its own `]` (nil when it does not
  /// close on the line, or holds more than a short key).
  private static func bracketed(from index: Int, in characters: [Character]) -> String? {
    var depth = 0
    for position in index..<characters.count {
      switch characters[position] {
      case "[", "(": depth += 1
      case "]", ")":
        depth -= 1
        if depth == 0 {
          let key = String(characters[(index + 1)..<position]).trimmingCharacters(in: " ")
          return key.isEmpty || key.count > 40 ? nil : key
        }
      default: continue
      }
    }
    return nil
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }
}

extension DiagnosticQuote {
  /// The tip that names the learner's own code for an optional used as a plain value
  /// (``OptionalTip``), when `diagnostic` is on their line.
  func optionalTip(_ diagnostic: Diagnostic) -> Message? {
    guard let line = line(of: diagnostic) else { return nil }
    let shown = shownLine(line, diagnostic.line)
    return OptionalTip.tip(
      for: diagnostic.message, line: shown,
      column: Self.characterColumn(diagnostic.column, in: shown))
  }
}
