/// Swift's spelled-out generic type names, shortened the way code writes them:
/// `Optional<Int>` → `Int?`, `Array<String>` → `[String]`,
/// `Dictionary<String, Int>` → `[String: Int]`, module prefixes dropped.
public enum TypeNames {
  /// The short name of `type`.
  public static func short(_ type: Any.Type) -> String {
    short(String(reflecting: type))
  }

  /// The short form of a spelled-out type name.
  public static func short(_ name: String) -> String {
    guard let open = name.firstIndex(of: "<"), name.last == ">" else {
      return unqualified(name)
    }
    let base = unqualified(String(name[..<open]))
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let arguments = splitArguments(inner).map(short)
    switch (base, arguments.count) {
    case ("Optional", 1): return arguments[0].contains(" ") ? "(\(arguments[0]))?" : arguments[0] + "?"
    case ("Array", 1): return "[\(arguments[0])]"
    case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(base)<\(arguments.joined(separator: ", "))>"
    }
  }

  private static func unqualified(_ name: String) -> String {
    let modules = ["Swift.", "main.", "MealKit.", "Shapes.", "Foundation."]
    var result = name
    for module in modules where result.hasPrefix(module) {
      result.removeFirst(module.count)
    }
    return result
  }

  private static func splitArguments(_ text: Substring) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        parts.append(current.trimmingSpaces())
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingSpaces())
    return parts
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
