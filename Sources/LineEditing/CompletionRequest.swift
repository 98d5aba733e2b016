/// A Tab press: the line, the cursor, and the word before the cursor that completion replaces.
///
/// The word depends on the line:
/// - a `:command` line (first non-blank character `:`) splits on whitespace, so
///   `:lesson 02-opt` completes `02-opt` and `:les` completes `:les`;
/// - any other line is Swift: the word is the run of identifier characters (letters, digits,
///   `_`) before the cursor, so `meal.na` completes `na` and `let x = Me` completes `Me`.
public struct CompletionRequest: Equatable, Sendable {
  /// The whole line being edited.
  public let line: String
  /// The cursor position, in characters from the start of ``line``.
  public let cursor: Int
  /// The word before the cursor; may be empty (Tab after `meal.` or after a space).
  public let word: String
  /// Everything before ``word``: the context a completer looks at (`"meal."`, `":lesson "`).
  public let textBeforeWord: String

  /// Whether the line is a `:command` line.
  public var isCommand: Bool {
    line.drop(while: \.isWhitespace).first == ":"
  }

  /// Splits `line` at `cursor` (clamped to the line) and finds the word before it.
  public init(line: String, cursor: Int) {
    let clamped = min(max(cursor, 0), line.count)
    let beforeCursor = line.prefix(clamped)
    let commandLine = line.drop(while: \.isWhitespace).first == ":"
    let wordLength = beforeCursor.reversed().prefix { character in
      commandLine ? !character.isWhitespace : Self.isIdentifierCharacter(character)
    }.count
    self.line = line
    self.cursor = clamped
    self.word = String(beforeCursor.suffix(wordLength))
    self.textBeforeWord = String(beforeCursor.dropLast(wordLength))
  }

  /// Letters, digits and `_`: the characters of a Swift identifier.
  public static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
