/// The edge cases each kind of draw tries first: the values where code is most often wrong.
enum DrawEdges {
  /// The bounds, zero, one and minus one, and the values next to the bounds — those in `range`.
  static func int(_ range: ClosedRange<Int>) -> [Int] {
    let lower = range.lowerBound
    let upper = range.upperBound
    let candidates = [
      lower, upper, 0, 1, -1, lower < upper ? lower + 1 : lower, lower < upper ? upper - 1 : upper,
    ]
    return unique(candidates.filter(range.contains))
  }

  /// The bounds, zero, one and minus one, and a half — those in `range`.
  static func double(_ range: ClosedRange<Double>) -> [Double] {
    unique([range.lowerBound, range.upperBound, 0, 1, -1, 0.5].filter(range.contains))
  }

  /// For strings of `length` from `alphabet`: the empty string, a lone space (and a lone tab),
  /// each character that is not an ASCII letter on its own (digits, whitespace, punctuation,
  /// letters beyond ASCII), and the longest string of the first character — those `length`
  /// allows.
  static func string(length: ClosedRange<Int>, alphabet: [Character]) -> [String] {
    var found: [String] = []
    if length.contains(0) { found.append("") }
    if length.contains(1) {
      found += alphabet.filter(\.isWhitespace).map { String($0) }
      found += alphabet.filter(isUnusual).filter { !$0.isWhitespace }.map { String($0) }
    }
    if let first = alphabet.first, length.upperBound > 1 {
      found.append(String(repeating: first, count: length.upperBound))
    }
    if let space = alphabet.first(where: \.isWhitespace), length.upperBound > 1 {
      found.append(String(repeating: space, count: min(length.upperBound, 3)))
    }
    return unique(found.filter { length.contains($0.count) })
  }

  /// Characters ordinary test data leaves out: digits, whitespace, punctuation, anything beyond
  /// ASCII — all but the ASCII letters.
  static func isUnusual(_ character: Character) -> Bool {
    !(character.isASCII && character.isLetter)
  }

  private static func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { seen.insert($0).inserted }
  }
}
