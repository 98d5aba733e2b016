/// Letters of other scripts that a reader takes for Latin ones, lowercase (names are compared
/// lowercased): a classmate who calls themselves `Кim` with a Cyrillic `К` looks like `Kim` in
/// the teacher's view. Not the whole of Unicode's confusables, the ones a keyboard makes easily.
enum LookAlikeLetters {
  /// Each look-alike letter and the Latin one it passes for.
  static let latin: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
      // Cyrillic
      ("а", "a"), ("в", "b"), ("е", "e"), ("ё", "e"), ("к", "k"), ("м", "m"), ("н", "h"),
      ("о", "o"), ("р", "p"), ("с", "c"), ("т", "t"), ("у", "y"), ("х", "x"), ("ѕ", "s"),
      ("і", "i"), ("ї", "i"), ("ј", "j"), ("һ", "h"), ("ԁ", "d"), ("ԛ", "q"), ("ԝ", "w"),
      // Greek
      ("α", "a"), ("β", "b"), ("ε", "e"), ("η", "n"), ("ι", "i"), ("κ", "k"), ("μ", "u"),
      ("ν", "v"), ("ο", "o"), ("ρ", "p"), ("τ", "t"), ("υ", "u"), ("χ", "x"), ("ζ", "z"),
      // A capital I reads as a small l in most fonts (`AIice`): after lowercasing, l is i
      ("l", "i"), ("ʟ", "i"),
      // Latin forms that read as plain letters: dotless i, small capitals
      ("ı", "i"), ("ɴ", "n"), ("ɪ", "i"), ("ʀ", "r"), ("ᴀ", "a"), ("ᴏ", "o"),
      ("ꜱ", "s"), ("ᴇ", "e"), ("ᴍ", "m"), ("ᴛ", "t"), ("ʏ", "y"), ("ᴋ", "k"), ("ʜ", "h"),
      // Armenian and Cherokee letters that look Latin (Cherokee lowercases to its small forms)
      ("օ", "o"), ("ս", "u"), ("ո", "n"), ("հ", "h"), ("ց", "g"), ("ա", "w"),
      ("ꭺ", "a"), ("ꭼ", "e"), ("ꮃ", "w"), ("ꭵ", "i"), ("ꮪ", "s"), ("ꮯ", "c"), ("ꮋ", "h"),
    ]
    var map: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (other, latin) in pairs {
      guard let from = other.unicodeScalars.first, let to = latin.unicodeScalars.first else {
        continue
      }
      map[from] = to
    }
    return map
  }()
}
