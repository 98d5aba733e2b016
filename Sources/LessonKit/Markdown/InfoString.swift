/// The words of a fenced code block's info string: ```` ```swift error: "cannot assign" ````.
///
/// The first word names the language. Each later word is either bare (`norun`, `crash`) or a
/// key with a value after a colon (`error: "cannot assign"`, `after: 2`); a value in double
/// quotes may hold spaces, and `\"` and `\\` inside it stand for `"` and `\`.
public struct InfoString: Hashable, Sendable {
  /// One word after the language.
  public struct Word: Hashable, Sendable {
    /// The bare word, or the key before the colon.
    public var key: String
    /// The value after the colon, when there is one.
    public var value: String?
  }

  /// The first word, lowercased (`swift`, `output`, `text`, or empty).
  public let language: String
  /// The words after the language, in order.
  public let words: [Word]
  /// What could not be read (an unclosed quote, a colon without a value), if anything.
  public let problem: String?

  /// Reads `info`.
  public init(_ info: String) {
    var scanner = Scanner(Array(info))
    language = scanner.token(stoppingAtColon: false).lowercased()
    var words: [Word] = []
    var problem: String?
    while problem == nil, !scanner.atEnd {
      let key = scanner.token(stoppingAtColon: true)
      guard scanner.take(":") else {
        words.append(Word(key: key, value: nil))
        continue
      }
      scanner.skipSpaces()
      if scanner.take("\"") {
        guard let value = scanner.quoted() else {
          problem = "the value of '\(key):' has no closing quote"
          break
        }
        words.append(Word(key: key, value: value))
      } else {
        let value = scanner.token(stoppingAtColon: false)
        if value.isEmpty { problem = "'\(key):' needs a value, such as \(key): \"text\"" }
        words.append(Word(key: key, value: value))
      }
    }
    self.words = words
    self.problem = problem
  }

  /// Whether a bare word `key` is present (case-insensitive).
  public func has(_ key: String) -> Bool {
    words.contains { $0.key.lowercased() == key && $0.value == nil }
  }

  /// Characters taken one by one.
  private struct Scanner {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) {
      self.characters = characters
      skipSpaces()
    }

    var atEnd: Bool { index >= characters.count }

    mutating func skipSpaces() {
      while index < characters.count,
        characters[index] == " " || characters[index] == "\t"
          || characters[index] == ","
      {
        index += 1
      }
    }

    mutating func take(_ character: Character) -> Bool {
      guard index < characters.count, characters[index] == character else { return false }
      index += 1
      return true
    }

    /// Characters up to a space (or a colon), then the spaces after them.
    mutating func token(stoppingAtColon: Bool) -> String {
      var text = ""
      while index < characters.count {
        let character = characters[index]
        if character == " " || character == "\t" || character == "," { break }
        if stoppingAtColon && character == ":" { break }
        text.append(character)
        index += 1
      }
      if !(stoppingAtColon && index < characters.count && characters[index] == ":") {
        skipSpaces()
      }
      return text
    }

    /// The rest of a quoted value after its opening quote; nil when it never closes.
    mutating func quoted() -> String? {
      var text = ""
      while index < characters.count {
        let character = characters[index]
        index += 1
        if character == "\"" {
          skipSpaces()
          return text
        }
        if character == "\\", index < characters.count {
          text.append(characters[index])
          index += 1
        } else {
          text.append(character)
        }
      }
      return nil
    }
  }
}
