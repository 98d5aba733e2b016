import Foundation

/// One language's catalog file parsed: `key = text` lines, `#` comments, blank lines.
///
/// In the text, `\n` is a line break, `\\` a backslash and `{name}` a placeholder filled when
/// the message is shown. Keys are letters, digits, `.`, `-` and `_`.
public struct CatalogFile: Sendable {
  /// The messages by key.
  public let messages: [String: String]
  /// Lines that are neither blank, comments nor `key = text`, and keys given twice: each with
  /// its line number, for the catalog test.
  public let problems: [(line: Int, problem: String)]

  /// Parses `text`.
  public init(parsing text: String) {
    var messages: [String: String] = [:]
    var problems: [(Int, String)] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.range(of: " = ") else {
        problems.append((index + 1, "expected `key = text`"))
        continue
      }
      let key = String(line[..<equals.lowerBound])
      guard key.allSatisfy(Self.isKeyCharacter) else {
        problems.append((index + 1, "bad key '\(key)'"))
        continue
      }
      if messages[key] != nil { problems.append((index + 1, "key '\(key)' given twice")) }
      messages[key] = Self.unescaped(line[equals.upperBound...])
    }
    self.messages = messages
    self.problems = problems
  }

  /// The names of the `{placeholders}` in `text`.
  public static func placeholders(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  private static func isKeyCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
  }

  private static func unescaped(_ text: Substring) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        result.append(character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
