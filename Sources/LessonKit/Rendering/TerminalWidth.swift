/// How many terminal columns text takes: East Asian wide and fullwidth characters (CJK, Hangul,
/// fullwidth forms, emoji) take two, combining marks and other zero-width characters none,
/// everything else one.
///
/// ANSI escape sequences take none.
public enum TerminalWidth {
  /// Scalar ranges whose East Asian Width is Wide or Fullwidth (Unicode 15).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, Kana supplement, Nüshu
    0x1F200...0x1F251,  // enclosed ideographic supplement
    0x1F300...0x1F64F,  // pictographs, emoticons
    0x1F680...0x1F6FF,  // transport and map symbols
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x1FA70...0x1FAFF,  // symbols and pictographs extended-A
    0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
    0x30000...0x3FFFD,  // CJK Extensions G–H
  ]

  /// Columns of one scalar: 0, 1 or 2.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 || value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Columns of one character (grapheme cluster): its base scalar decides;
  /// an emoji presentation selector (U+FE0F) makes a one-column emoji two.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let base = scalars.first else { return 0 }
    let baseWidth = width(of: base)
    if baseWidth == 1 && base.properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
    if baseWidth == 0, scalars.count > 1 {
      return scalars.dropFirst().map(width(of:)).max() ?? 0
    }
    return baseWidth
  }

  /// Columns of `text` as shown by a terminal, skipping ANSI escape sequences.
  public static func width(of text: String) -> Int {
    var columns = 0
    var escape = EscapeState.none
    for character in text {
      escape = escape.advance(character)
      if escape == .none { columns += width(of: character) }
    }
    return columns
  }

  /// Whether a character is East Asian wide (two columns).
  public static func isWide(_ character: Character) -> Bool {
    width(of: character) == 2
  }

  private static func isWide(_ value: UInt32) -> Bool {
    // Binary search over the sorted, non-overlapping ranges.
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
