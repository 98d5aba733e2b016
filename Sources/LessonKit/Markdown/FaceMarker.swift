import Foundation

/// One marker line of ``FaceText``: `<!-- terminal -->`, `<!-- /browser -->`, or a comment of
/// one word that looks like a marker but names no face (reported, never shown).
enum Marker: Equatable {
  /// A face's opening or closing marker.
  case known(Face, closing: Bool)
  /// `<!-- word -->` or `<!-- /word -->` with a word that is no face.
  case unknown(String)

  /// The marker `line` is, or nil when it is none (a comment of several words is an author's
  /// note, left alone).
  init?(_ line: Substring) {
    // Every line of every lesson and task comes here as the course loads (at each start of the
    // REPL): most are no comment, and Foundation's trimming of each cost a tenth of a start.
    guard line.drop(while: { $0.isWhitespace && !$0.isNewline }).hasPrefix("<!--") else {
      return nil
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.count >= 7 else {
      return nil
    }
    var word = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    let closing = word.hasPrefix("/")
    if closing { word = String(word.dropFirst()).trimmingCharacters(in: .whitespaces) }
    guard !word.isEmpty, !word.contains(" "), word.allSatisfy({ $0.isLetter || $0 == "-" })
    else { return nil }
    if let face = Face(rawValue: word.lowercased()) {
      self = .known(face, closing: closing)
    } else {
      self = .unknown((closing ? "/" : "") + word)
    }
  }
}

/// Whether a line is inside a fenced code block (``` or ~~~), line by line.
struct FenceTracker {
  private var opener: (character: Character, count: Int)?

  /// True while a fence is open.
  var isInside: Bool { opener != nil }

  /// Reads `line`; true when it is part of a fenced block (its opening and closing lines
  /// included).
  mutating func inside(after line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    guard line.count - trimmed.count < 4, let first = trimmed.first, first == "`" || first == "~"
    else { return isInside }
    let run = trimmed.prefix { $0 == first }.count
    guard run >= 3 else { return isInside }
    if let open = opener {
      if first == open.character, run >= open.count,
        trimmed.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" })
      {
        opener = nil
      }
      return true
    }
    opener = (first, run)
    return true
  }
}

/// What ``FaceText/problems(in:)`` says (loading's messages are the author's, in English).
enum FaceMessages {
  static let faces = Face.allCases.map { "`<!-- \($0.rawValue) -->`" }.joined(separator: " or ")

  static func unknown(_ name: String) -> String {
    "`<!-- \(name) -->` is no face marker: use \(faces), each closed by its `<!-- /… -->`"
      + " (a comment of several words is a note, hidden from students)"
  }

  static func unclosed(_ face: Face) -> String {
    "`<!-- \(face.rawValue) -->` is not closed: end the section with"
      + " `<!-- /\(face.rawValue) -->` before the next marker or the end of the file"
  }

  static func strayClose(_ face: Face, open: Face?) -> String {
    let context = open.map { "the open section is `<!-- \($0.rawValue) -->`" } ?? "none is open"
    return "`<!-- /\(face.rawValue) -->` closes no `<!-- \(face.rawValue) -->` (\(context))"
  }

  static func fenceInside(_ face: Face) -> String {
    "a Swift block inside `<!-- \(face.rawValue) -->`: keep Swift blocks outside face sections,"
      + " so that both faces number the same examples"
  }
}
