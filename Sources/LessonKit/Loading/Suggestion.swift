/// "Did you mean …?" for misspelt keys, kinds and rule names.
enum Suggestion {
  /// ` (did you mean 'x'?)` when a candidate is within a small edit distance
  /// of `word`, else the empty string.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }),
      best.1 <= max(1, min(3, best.0.count / 3))
    else { return "" }
    return " (did you mean '\(best.0)'?)"
  }

  /// Levenshtein distance between two strings, by characters.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: right.count)
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
      }
      previous = current
    }
    return previous[right.count]
  }
}
