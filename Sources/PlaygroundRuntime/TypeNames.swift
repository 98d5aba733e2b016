/// Swift's spelled-out type names, shortened the way code writes them:
/// `Optional<Int>` → `Int?`, `Array<String>` → `[String]`,
/// `Dictionary<String, Int>` → `[String: Int]`, `(Swift.Int) -> Swift.Int` → `(Int) -> Int`,
/// module prefixes dropped everywhere, tuples and function types included.
public enum TypeNames {
  /// The short name of `type`.
  public static func short(_ type: Any.Type) -> String {
    short(String(reflecting: type))
  }

  /// The short form of a spelled-out type name.
  public static func short(_ spelled: String) -> String {
    let name = spelled.trimmingSpaces()
    if let arrow = topLevel(name, "->").first {
      let parameters = String(name[..<arrow.lowerBound])
      let result = String(name[arrow.upperBound...])
      return short(parameters) + " -> " + short(result)
    }
    if name.first == "(", name.last == ")", enclosesAll(name) {
      let inner = String(name.dropFirst().dropLast())
      return "(" + split(inner).map(element).joined(separator: ", ") + ")"
    }
    guard let open = name.firstIndex(of: "<"), name.last == ">" else {
      return unqualified(name)
    }
    let base = unqualified(String(name[..<open]))
    let inner = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    let arguments = split(inner).map(short)
    switch (base, arguments.count) {
    case ("Optional", 1):
      // A function type or a composition needs parentheses before `?`; a tuple has them.
      let bare = !topLevel(arguments[0], "->").isEmpty || !topLevel(arguments[0], "&").isEmpty
      return bare ? "(\(arguments[0]))?" : arguments[0] + "?"
    case ("Array", 1): return "[\(arguments[0])]"
    case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(base)<\(arguments.joined(separator: ", "))>"
    }
  }

  /// A tuple element or parameter, keeping its label: `count: Swift.Int` → `count: Int`.
  private static func element(_ text: String) -> String {
    guard let colon = topLevel(text, ": ").first else { return short(text) }
    return String(text[..<colon.lowerBound]) + ": " + short(String(text[colon.upperBound...]))
  }

  private static func unqualified(_ name: String) -> String {
    let modules = [
      "Swift.", "main.", "MealKit.", "Shapes.", "Foundation.", "FoundationEssentials.",
    ]
    var result = name
    for module in modules where result.hasPrefix(module) {
      result.removeFirst(module.count)
    }
    return withoutInputModule(result)
  }

  /// The module of a REPL input (`Input12.Point`) is dropped too: the student never named it.
  private static func withoutInputModule(_ name: String) -> String {
    let prefix = inputModulePrefix
    guard name.hasPrefix(prefix) else { return name }
    let rest = name.dropFirst(prefix.count)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, rest.dropFirst(digits.count).first == "." else { return name }
    return String(rest.dropFirst(digits.count + 1))
  }

  /// What every REPL input module's name starts with, followed by the input's number.
  public static let inputModulePrefix = "Input"

  /// Whether the `(` at the start closes at the very end (`(A) -> B` does not qualify, but the
  /// arrow is handled first anyway; `(A), (B)` cannot occur at the top of a type name).
  private static func enclosesAll(_ name: String) -> Bool {
    var depth = 0
    for (offset, character) in zip(0..., name) {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 { return offset == name.count - 1 }
    }
    return false
  }

  private static func split(_ text: String) -> [String] {
    var parts: [String] = []
    var start = text.startIndex
    for comma in topLevel(text, ",") {
      parts.append(String(text[start..<comma.lowerBound]).trimmingSpaces())
      start = comma.upperBound
    }
    parts.append(String(text[start...]).trimmingSpaces())
    return parts.filter { !$0.isEmpty }
  }

  /// The places `target` occurs outside any brackets; the `>` of `->` is not a bracket.
  private static func topLevel(_ text: String, _ target: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var depth = 0
    var index = text.startIndex
    var previous: Character = " "
    while index < text.endIndex {
      let character = text[index]
      if depth == 0, text[index...].hasPrefix(target) {
        let end = text.index(index, offsetBy: target.count)
        found.append(index..<end)
        previous = text[text.index(before: end)]
        index = end
        continue
      }
      switch character {
      case "<", "(", "[": depth += 1
      case ">" where previous != "-": depth -= 1
      case ")", "]": depth -= 1
      default: break
      }
      previous = character
      index = text.index(after: index)
    }
    return found
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
