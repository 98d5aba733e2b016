/// A 150-input REPL session shaped like a student's: a cycle of ten inputs — constants, a
/// running total that builds on the previous cycle's, a function, a struct, an array mutated
/// across inputs, a print, a MealKit value — repeated with fresh names. Every tenth input
/// (10, 20, …, 150) is the same self-contained line, so input 10 can be compared with the same
/// line compiled alone, and with itself at input 150.
enum ReplTranscript {
  /// The line at inputs 10, 20, …, 150.
  static let tenth = "(1...20).map { $0 * $0 }.reduce(0, +)"

  /// Inputs 1…`count`.
  static func inputs(count: Int = 150) -> [String] {
    (0..<count).map { index in input(cycle: index / 10, position: index % 10) }
  }

  private static func input(cycle i: Int, position: Int) -> String {
    let previous = i > 0 ? "total\(i - 1)" : "1"
    switch position {
    case 0: return "let base\(i) = \(i) * 3"
    case 1: return "var total\(i) = base\(i) + \(previous)"
    case 2: return "func scale\(i)(_ x: Int) -> Int {\n  x * \(i % 4 + 2)\n}"
    case 3: return "total\(i) = scale\(i)(total\(i))"
    case 4: return "struct Item\(i) {\n  var name: String\n  var price: Int\n}"
    case 5:
      return
        "var items\(i) = [Item\(i)(name: \"a\", price: base\(i)), Item\(i)(name: \"b\", price: total\(i))]"
    case 6: return "items\(i).append(Item\(i)(name: \"c\", price: 7))"
    case 7: return "print(items\(i).map(\\.name).joined(separator: \",\"))"
    case 8: return "let meal\(i) = Meal(name: \"Soup \(i)\", photo: nil, rating: \(i % 5))"
    default: return tenth
    }
  }
}
