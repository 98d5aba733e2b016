/// Converts a prompt for libedit, whose width computation must skip terminal escapes.
///
/// libedit counts every prompt byte as one column unless it is enclosed between two
/// ``ignoreMarker`` characters. ANSI CSI sequences (`ESC [ … final-byte`, e.g. colours) are
/// wrapped in that marker so a coloured prompt does not break cursor placement.
enum PromptText {
  /// The character libedit is told to treat as "start/end of text with no width".
  static let ignoreMarker: Character = "\u{1}"

  /// `prompt` with each CSI escape sequence wrapped in ``ignoreMarker``.
  static func forEditLine(_ prompt: String) -> String {
    segments(of: prompt).map { text, isEscape in
      isEscape ? "\(ignoreMarker)\(text)\(ignoreMarker)" : text
    }.joined()
  }

  /// The columns `prompt` takes on screen: its characters, escape sequences excluded.
  static func visibleWidth(_ prompt: String) -> Int {
    segments(of: prompt).filter { !$0.isEscape }.map(\.text.count).reduce(0, +)
  }

  /// `text` cut into plain runs and CSI escape sequences, in order.
  static func segments(of text: String) -> [(text: String, isEscape: Bool)] {
    var segments: [(text: String, isEscape: Bool)] = []
    var plain = ""
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      guard scalar == "\u{1B}", pending == "[" else {
        plain.unicodeScalars.append(scalar)
        continue
      }
      if !plain.isEmpty { segments.append((plain, false)) }
      plain = ""
      var sequence = "\u{1B}["
      pending = scalars.next()
      while let next = pending {
        sequence.unicodeScalars.append(next)
        pending = scalars.next()
        if (0x40...0x7E).contains(next.value) { break }
      }
      segments.append((sequence, true))
    }
    if !plain.isEmpty { segments.append((plain, false)) }
    return segments
  }
}
