import Foundation

/// A student's name as every report shows and keys it, from the name of their folder.
///
/// Swift compares strings by canonical equivalence, so `José` (NFC, one `é`) and `José` (NFD, `e`
/// and a combining accent) are one key: two students' marks became one row; and a folder named
/// with the Kelvin sign `K` (U+212A, canonically the letter K) knocked `Kim` out of the marks. A
/// name in NFC — as Linux, Windows and git (`core.precomposeUnicode`) write names — is shown as
/// it is; a name that is not has every scalar outside printable ASCII spelled out
/// (`Jose<U+0301>`, `<U+212A>im`): ASCII text, which no name in NFC with those letters equals,
/// so the two folders stay two students, the one in NFC keeps its name, and the odd one shows.
public enum StudentName {
  /// The name reports show and key for a folder called `folder`.
  public static func shown(_ folder: String) -> String {
    guard !isNormalized(folder) else { return folder }
    return folder.unicodeScalars.map { scalar in
      (0x20..<0x7F).contains(scalar.value) ? String(scalar) : spelled(scalar)
    }.joined()
  }

  /// `<U+…>` with four hex digits at least.
  private static func spelled(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }

  /// `name` with every scalar but ASCII letters, digits, space, `.`, `_` and `-` spelled
  /// `<U+…>`: two folders that ``shown(_:)`` cannot tell apart still read apart here.
  public static func spelled(_ name: String) -> String {
    name.unicodeScalars.map { scalar in
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || " ._-".unicodeScalars.contains(scalar)
      {
        return String(scalar)
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }.joined()
  }

  /// True when `name` is in NFC, scalar for scalar.
  static func isNormalized(_ name: String) -> Bool {
    name.unicodeScalars.elementsEqual(name.precomposedStringWithCanonicalMapping.unicodeScalars)
  }

  /// The folders of `names` whose shown names are the same name (as Swift compares them), each
  /// with the others it is the same as: a class cannot key them apart, so none of them is
  /// graded under it.
  public static func clashes(_ names: [String]) -> [(folder: String, others: [String])] {
    let groups = Dictionary(grouping: names, by: { shown($0) })
    var clashing: [(folder: String, others: [String])] = []
    for (_, folders) in groups where Set(folders.map { Array($0.unicodeScalars) }).count > 1 {
      for folder in folders {
        let others = folders.filter { !$0.unicodeScalars.elementsEqual(folder.unicodeScalars) }
        clashing.append((folder, others))
      }
    }
    return clashing
  }
}
