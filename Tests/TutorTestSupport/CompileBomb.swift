/// A type-checking bomb: twelve unbracketed lines mixing an `Int` and a `Double`, each of which
/// the type checker gives up on after its own threshold. Unbounded, it held a core for 72 s.
public enum CompileBomb {
  /// The line of the first bombing expression in ``teamScore``.
  public static let firstLine = 4

  /// A `teamScore` whose body is the bomb, from line ``firstLine`` on.
  public static var teamScore: String {
    let bombs = (1...12).map { index in
      "  let x\(index) = a + 1 * b - 2 + a * 3 - b / 4 + a * 5 - 6 * b + a - 7 + b * 8 - a + 9"
    }
    return
      (["func teamScore(_ scores: [Int]) -> Int {", "  let a = scores.count", "  let b = 2.0"]
      + bombs + ["  return 0", "}"]).joined(separator: "\n") + "\n"
  }
}
